import { ReconnectRequiredError } from '../provider';
import type { TokenKeeper } from '../shared/oauth-token-keeper';
import type { GmailMethod } from './gmail-quota';
import type { QuotaGate } from './quota-gate';
import {
  backoffMs,
  MAX_ATTEMPTS,
  MAX_THROTTLED,
  retryAfterMs,
  sleep,
} from '../shared/retry-policy';

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

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

// Google also answers some rate limits with 403 and one of these reasons.
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

function reasonOf(body: unknown): { reason: string; message: string } {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return { reason: error, message: error };
  const detail = error as { message?: string; errors?: { reason?: string }[] } | undefined;
  return { reason: detail?.errors?.[0]?.reason ?? '', message: detail?.message ?? '' };
}

/**
 * A Gmail API caller: every request waits for the mailbox's quota gate, a 401 refreshes the token
 * once, 429 (and 403 rate limits) wait for `Retry-After`, 5xx and network errors are retried
 * with exponential backoff and jitter — all bounded, then the error goes to the scan job.
 */
export function createGmailCall(options: {
  apiBaseUrl: string;
  fetch: typeof fetch;
  gate: QuotaGate;
  /** Quota units each method costs the project (see `GMAIL_QUOTAS`). */
  units: Readonly<Record<GmailMethod, number>>;
  tokens: TokenKeeper;
  clock?: () => number;
}): GmailCall {
  const { gate, tokens } = options;
  const clock = options.clock ?? Date.now;
  const base = `${options.apiBaseUrl.replace(/\/$/, '')}/gmail/v1/users/me/`;

  const send = (method: GmailMethod, url: string, token: string, json: unknown) =>
    gate.run(options.units[method], async (): Promise<Answer> => {
      const response = await options.fetch(url, {
        method: json === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = { error: { message: text.slice(0, 200) } };
      }
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
    });

  return async (method, path, init = {}) => {
    const url = `${base}${path}${init.query ? `?${init.query.toString()}` : ''}`;
    let failures = 0;
    let throttled = 0;
    let refreshed = false;
    // A send that failed on Google's side may still have gone out: never repeat it blindly.
    const maxAttempts = method === 'messages.send' ? 1 : MAX_ATTEMPTS;
    for (;;) {
      const token = await tokens.accessToken();
      let answer: Answer;
      try {
        answer = await send(method, url, token, init.json);
      } catch (error) {
        if (++failures >= maxAttempts) throw error;
        await sleep(backoffMs(failures));
        continue;
      }
      const { status, body } = answer;
      if (status >= 200 && status < 300) return body;
      const { reason, message } = reasonOf(body);
      if (status === 401) {
        if (reason === 'invalid_grant' || refreshed) throw new ReconnectRequiredError();
        refreshed = true;
        await tokens.refresh(token);
        continue;
      }
      if (status === 429 || (status === 403 && RATE_REASONS.has(reason))) {
        if (++throttled > MAX_THROTTLED) throw new GmailApiError(status, reason, message);
        // The limit is per user: hold every request of this mailbox, not only this one.
        gate.holdUntil(clock() + retryAfterMs(answer.retryAfter, clock()));
        continue;
      }
      if (status >= 500) {
        if (++failures >= maxAttempts) throw new GmailApiError(status, reason, message);
        await sleep(backoffMs(failures));
        continue;
      }
      throw new GmailApiError(status, reason, message || `Gmail answered HTTP ${status}`);
    }
  };
}
