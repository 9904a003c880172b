import type { MailboxProviderId } from '@reclaim/contract';
import { connectFailureMessage } from './use-connect-mailbox';

/**
 * How long the callback screen waits for anything (the offered providers, the session, the
 * server's answer) before it gives up: short enough that, with the page's own load, the visitor
 * sees an outcome within 10 s (decision 0028).
 */
export const CALLBACK_DEADLINE_MS = 8_000;

/** Non-spec copy: why a callback without its code and state cannot be finished. */
export const INCOMPLETE_RETURN_TEXT = 'The answer from the sign-in page is incomplete.';

/** Non-spec copy: the callback names no provider Reclaim connects here. */
export const UNKNOWN_PROVIDER_TEXT = 'Reclaim cannot finish a connection at this address.';

/** Non-spec copy: nothing answered before the deadline. */
export const TIMED_OUT_TEXT = 'This is taking too long. Please try again.';

/** What a connect callback has heard so far. */
export interface CallbackFacts {
  /** `error`, `error_description`, `code` and `state` of the query. */
  params: {
    error: string | null;
    errorDescription: string | null;
    code: string | null;
    state: string | null;
  };
  /** The oauth provider the callback belongs to, if one is recognised. */
  providerId: MailboxProviderId | undefined;
  /** The offered providers or the session are still being fetched. */
  isLoading: boolean;
  /** Why the offered providers or the session could not be fetched, if they could not. */
  loadFailure: unknown;
  isSignedIn: boolean;
  /** Why finishing with the code failed (server refusal, network); null while it did not. */
  finishFailure: { reason: unknown } | null;
  hasTimedOut: boolean;
}

/**
 * What the callback screen shows: the wait message while the connection is being finished (or
 * the facts to finish it are being fetched), a request to log in, or a failure with its reason.
 */
export type CallbackStep =
  | { kind: 'wait' }
  | { kind: 'finish'; code: string; state: string; providerId: MailboxProviderId }
  | { kind: 'log-in' }
  | { kind: 'failed'; reason: string | null };

function failed(reason: string | null): CallbackStep {
  return { kind: 'failed', reason };
}

/**
 * The step of a connect callback (spec §2, 'OAuth callback screen'). Every path ends: a wait turns
 * into a failure once the deadline passed. A signed-out visitor with a code that can be finished
 * is asked to log in first, so the code is sent only with a session.
 */
export function readCallbackStep(facts: CallbackFacts): CallbackStep {
  const { params, providerId } = facts;
  if (facts.finishFailure) return failed(connectFailureMessage(facts.finishFailure.reason));
  // The provider's name and where the way back leads are known only once both are fetched.
  if (facts.isLoading && !facts.hasTimedOut) return { kind: 'wait' };
  if (params.error) return failed(params.errorDescription);
  if (facts.loadFailure != null) return failed(connectFailureMessage(facts.loadFailure));
  if (facts.isLoading) return failed(TIMED_OUT_TEXT);
  if (!providerId) return failed(UNKNOWN_PROVIDER_TEXT);
  if (!params.code || !params.state) return failed(INCOMPLETE_RETURN_TEXT);
  if (!facts.isSignedIn) return { kind: 'log-in' };
  if (facts.hasTimedOut) return failed(TIMED_OUT_TEXT);
  return { kind: 'finish', code: params.code, state: params.state, providerId };
}
