import { ReconnectRequiredError } from '../provider';
import type { TokenKeeper } from './oauth-token-keeper';
import { backoffMs, MAX_ATTEMPTS, MAX_THROTTLED, REQUEST_TIMEOUT_MS, sleep } from './retry-policy';

/** A mail API's answer to one attempt: status, `Retry-After` and the parsed body. */
export interface MailApiAnswer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** One request to a mail API, as a provider's client words it. */
export interface MailApiRequest {
  /** The absolute URL, query included. */
  url: string;
  /** A JSON body, which makes the request a POST. */
  json?: unknown;
  /** Headers besides `Authorization` and `Content-Type` (Graph's `Prefer`). */
  headers?: Record<string, string>;
  /** Never repeated after a 5xx or a network error: it may have taken effect (a send). */
  isOnce: boolean;
  /** Runs one attempt once the mailbox admits it (Gmail's quota gate, Graph's slots). */
  admit(attempt: () => Promise<MailApiAnswer>): Promise<MailApiAnswer>;
}

/** What differs between the mail APIs around the one request loop. */
export interface MailApiPolicy {
  /** Names the API in errors whose body says nothing ("Gmail answered HTTP 502"). */
  apiName: string;
  fetch: typeof fetch;
  tokens: TokenKeeper;
  /** The API's error code in the `error` object of an error body. */
  codeOf: (error: object | undefined) => string | undefined;
  /** Whether an answer asks to wait and ask again; `code` as read by `codeOf`. */
  isThrottled(answer: MailApiAnswer & { code: string; isOnce: boolean }): boolean;
  /** Waits out a throttled answer before the next attempt. */
  waitOut(retryAfter: string | null): void | Promise<void>;
  /** The API's error for an answer that no retry will change. */
  toError(status: number, code: string, message: string): Error;
  /** How long one attempt may take (`REQUEST_TIMEOUT_MS` unless a test is in a hurry). */
  timeoutMs?: number;
}

/** Calls a mail API and returns the parsed JSON body of its 2xx answer (null when empty). */
export type MailApiCall = (request: MailApiRequest) => Promise<unknown>;

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    // A gateway's HTML or plain-text error page: keep the start of it as the message.
    return { error: { message: text.slice(0, 200) } };
  }
}

function errorOf(body: unknown, codeOf: MailApiPolicy['codeOf']) {
  const error = (body as { error?: unknown } | null)?.error;
  // Token endpoints and some gateways answer in OAuth form: `{ error: 'invalid_grant' }`.
  if (typeof error === 'string') return { code: error, message: error };
  const detail = error as { message?: string } | undefined;
  return { code: codeOf(detail) ?? '', message: detail?.message ?? '' };
}

/**
 * The request loop both mail APIs share: a 401 refreshes the token once (`invalid_grant` or a
 * second 401 means the person must reconnect), throttling is waited out at most `MAX_THROTTLED`
 * times, 5xx, network errors and attempts past the timeout are retried with backoff and jitter up
 * to `MAX_ATTEMPTS` — once only for a request that may have taken effect — then the error goes
 * to the job.
 */
export function createMailApiCall(policy: MailApiPolicy): MailApiCall {
  const timeoutMs = policy.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const attempt = (request: MailApiRequest, token: string) =>
    request.admit(async () => {
      const { json } = request;
      // Started once admitted, so time spent waiting for quota or a slot does not count.
      const timeout = new AbortController();
      const timer = setTimeout(
        () => timeout.abort(new Error(`${policy.apiName} did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      try {
        const response = await policy.fetch(request.url, {
          method: json === undefined ? 'GET' : 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            ...request.headers,
            ...(json !== undefined && { 'Content-Type': 'application/json' }),
          },
          ...(json !== undefined && { body: JSON.stringify(json) }),
          signal: timeout.signal,
        });
        const body = parseBody(await response.text());
        return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
      } finally {
        clearTimeout(timer);
      }
    });

  return async (request) => {
    const maxAttempts = request.isOnce ? 1 : MAX_ATTEMPTS;
    let failures = 0;
    let throttled = 0;
    let refreshed = false;
    for (;;) {
      const token = await policy.tokens.accessToken();
      let answer: MailApiAnswer;
      try {
        answer = await attempt(request, token);
      } catch (error) {
        if (++failures >= maxAttempts) throw error;
        await sleep(backoffMs(failures));
        continue;
      }
      const { status, body } = answer;
      if (status >= 200 && status < 300) return body;
      const { code, message } = errorOf(body, policy.codeOf);
      if (status === 401) {
        if (code === 'invalid_grant' || refreshed) throw new ReconnectRequiredError();
        refreshed = true;
        await policy.tokens.refresh(token);
        continue;
      }
      // A throttled request was never run, so even a send may repeat it.
      if (policy.isThrottled({ ...answer, code, isOnce: request.isOnce })) {
        if (++throttled > MAX_THROTTLED) throw policy.toError(status, code, message);
        await policy.waitOut(answer.retryAfter);
        continue;
      }
      if (status >= 500 && ++failures < maxAttempts) {
        await sleep(backoffMs(failures));
        continue;
      }
      throw policy.toError(status, code, message || `${policy.apiName} answered HTTP ${status}`);
    }
  };
}
