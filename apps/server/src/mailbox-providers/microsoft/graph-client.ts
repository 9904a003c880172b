import { createMailApiCall } from '../shared/mail-api-call';
import type { TokenKeeper } from '../shared/oauth-token-keeper';
import { retryAfterMs, sleep } from '../shared/retry-policy';
import type { SharedBudget } from '../shared/shared-budget';
import type { MailboxSlots } from './mailbox-slots';

/** An answer of Microsoft Graph that no retry will change; `code` is Graph's error code. */
export class GraphApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GraphApiError';
  }
}

/** What to ask of Graph: a path under the base URL or an absolute next/delta link it handed out. */
export interface GraphRequest {
  url: string;
  /** A JSON body, which makes the request a POST. */
  json?: unknown;
  /** Never repeated after a 5xx or a network error: it may have taken effect (`sendMail`). */
  isOnce?: boolean;
  /**
   * Ask for immutable ids: a message keeps its id when it moves to another folder (otherwise
   * Outlook gives it a new one).
   */
  isImmutableId?: boolean;
}

/** Calls Graph for one mailbox and returns the parsed JSON body (null for 202/204). */
export type GraphCall = (request: GraphRequest) => Promise<unknown>;

// Graph pages hold at most 1000 messages; asking for that keeps a scan to one request per 1000.
const PREFER_PAGE = 'odata.maxpagesize=1000';
const PREFER_IMMUTABLE_ID = 'IdType="ImmutableId"';

/**
 * A Graph caller: every request takes one of the mailbox's slots, a 401 refreshes the token once,
 * 429 and 503 wait for `Retry-After`, other 5xx and network errors back off with jitter — all
 * bounded. Links must point at the configured Graph origin, so a stored cursor can never send the
 * access token elsewhere.
 */
export function createGraphCall(options: {
  graphBaseUrl: string;
  fetch: typeof fetch;
  slots: MailboxSlots;
  tokens: TokenKeeper;
  /** How long one attempt may take; `REQUEST_TIMEOUT_MS` by default. */
  timeoutMs?: number;
  /** The app's requests in any 10 s, shared by every process and mailbox. */
  appBudget?: SharedBudget;
}): GraphCall {
  const base = new URL(options.graphBaseUrl);
  const call = createMailApiCall({
    apiName: 'Graph',
    fetch: options.fetch,
    tokens: options.tokens,
    codeOf: (error) => (error as { code?: string } | undefined)?.code,
    // A send that met a 503 may have gone out: only a 503 that names a wait counts as throttling.
    isThrottled: ({ status, retryAfter, isOnce }) =>
      status === 429 || (status === 503 && !isOnce && retryAfter !== null),
    // Unlike Gmail's per-user hold, only this request waits, and outside its slot.
    waitOut: (retryAfter) => sleep(retryAfterMs(retryAfter)),
    toError: (status, code, message) => new GraphApiError(status, code, message),
    timeoutMs: options.timeoutMs,
  });

  const resolve = (url: string): string => {
    const target = new URL(url, base);
    if (target.origin !== base.origin) throw new Error(`Refusing a Graph link to ${target.origin}`);
    return target.href;
  };

  return async (request) => {
    const prefer = [
      ...(request.json === undefined ? [PREFER_PAGE] : []),
      ...(request.isImmutableId ? [PREFER_IMMUTABLE_ID] : []),
    ];
    return call({
      url: resolve(request.url),
      json: request.json,
      headers: prefer.length > 0 ? { Prefer: prefer.join(', ') } : {},
      isOnce: request.isOnce ?? false,
      // The mailbox's slot first, then the app's budget: a request waiting for its mailbox takes
      // nothing from everyone else's.
      admit: (attempt) =>
        options.slots.run(async () => {
          await options.appBudget?.take(1);
          return attempt();
        }),
    });
  };
}
