import { createMailApiCall } from '../shared/mail-api-call';
import type { TokenKeeper } from '../shared/oauth-token-keeper';
import { retryAfterMs } from '../shared/retry-policy';
import type { GmailMethod } from './gmail-quota';
import type { QuotaGate } from './quota-gate';
import type { LedgerFollower } from '../shared/gate-ledger';
import type { SharedBudget } from '../shared/shared-budget';

export type { GmailMethod } from './gmail-quota';

/** An answer of the Gmail API that no retry will change. */
export class GmailApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'GmailApiError';
  }
}

/** Calls `users/me/...` of the Gmail API for one mailbox. */
export type GmailCall = (
  method: GmailMethod,
  path: string,
  init?: { query?: URLSearchParams; json?: unknown },
) => Promise<unknown>;

// Google also answers some rate limits with 403 and one of these reasons.
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

/**
 * A Gmail API caller: every request waits for the mailbox's quota gate, a 401 refreshes the token
 * once, 429 (and 403 rate limits) hold the mailbox for `Retry-After`, 5xx and network errors are
 * retried with exponential backoff and jitter — all bounded, then the error goes to the scan job.
 */
export function createGmailCall(options: {
  apiBaseUrl: string;
  fetch: typeof fetch;
  gate: QuotaGate;
  /** Quota units each method costs the project (see `GMAIL_QUOTAS`). */
  units: Readonly<Record<GmailMethod, number>>;
  tokens: TokenKeeper;
  clock?: () => number;
  /** How long one attempt may take; `REQUEST_TIMEOUT_MS` by default. */
  timeoutMs?: number;
  /** The Cloud project's units a minute, shared by every process and mailbox. */
  projectBudget?: SharedBudget;
  /** The mailbox's traffic from the server's other processes, counted by `gate`. */
  ledger?: LedgerFollower;
}): GmailCall {
  const { gate } = options;
  const clock = options.clock ?? Date.now;
  const base = `${options.apiBaseUrl.replace(/\/$/, '')}/gmail/v1/users/me/`;
  const call = createMailApiCall({
    apiName: 'Gmail',
    fetch: options.fetch,
    tokens: options.tokens,
    codeOf: (error) =>
      (error as { errors?: { reason?: string }[] } | undefined)?.errors?.[0]?.reason,
    isThrottled: ({ status, code }) => status === 429 || (status === 403 && RATE_REASONS.has(code)),
    // The limit is per user: hold every request of this mailbox, not only this one.
    waitOut: (retryAfter) => gate.holdUntil(clock() + retryAfterMs(retryAfter, clock())),
    toError: (status, reason, message) => new GmailApiError(status, reason, message),
    timeoutMs: options.timeoutMs,
  });

  return (method, path, init = {}) =>
    call({
      url: `${base}${path}${init.query ? `?${init.query.toString()}` : ''}`,
      json: init.json,
      // A send that failed on Google's side may still have gone out: never repeat it blindly.
      isOnce: method === 'messages.send',
      // The mailbox's own limit first, then the project's: a mailbox waiting for its own quota
      // takes nothing from everyone else's.
      admit: async (attempt) => {
        await options.ledger?.beforeCall();
        return gate.run(options.units[method], async () => {
          await options.projectBudget?.take(options.units[method]);
          return attempt();
        });
      },
    });
}
