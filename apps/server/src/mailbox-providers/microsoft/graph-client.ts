import { ReconnectRequiredError } from '../provider';
import type { TokenKeeper } from '../shared/oauth-token-keeper';
import {
  backoffMs,
  MAX_ATTEMPTS,
  MAX_THROTTLED,
  retryAfterMs,
  sleep,
} from '../shared/retry-policy';
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

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

// Graph pages hold at most 1000 messages; asking for that keeps a scan to one request per 1000.
const PREFER_PAGE = 'odata.maxpagesize=1000';
const PREFER_IMMUTABLE_ID = 'IdType="ImmutableId"';

function errorOf(body: unknown): { code: string; message: string } {
  const error = (body as { error?: unknown } | null)?.error;
  // The token endpoint and some gateways answer `{ error: 'invalid_grant' }` in OAuth form.
  if (typeof error === 'string') return { code: error, message: error };
  const detail = error as { code?: string; message?: string } | undefined;
  return { code: detail?.code ?? '', message: detail?.message ?? '' };
}

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
}): GraphCall {
  const base = new URL(options.graphBaseUrl);

  const resolve = (url: string): string => {
    const target = new URL(url, base);
    if (target.origin !== base.origin) throw new Error(`Refusing a Graph link to ${target.origin}`);
    return target.href;
  };

  const send = (request: GraphRequest, url: string, token: string) =>
    options.slots.run(async (): Promise<Answer> => {
      const { json } = request;
      const method = json === undefined ? 'GET' : 'POST';
      const prefer = [
        ...(method === 'GET' ? [PREFER_PAGE] : []),
        ...(request.isImmutableId ? [PREFER_IMMUTABLE_ID] : []),
      ];
      const response = await options.fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(prefer.length > 0 && { Prefer: prefer.join(', ') }),
          ...(json !== undefined && { 'Content-Type': 'application/json' }),
        },
        ...(json !== undefined && { body: JSON.stringify(json) }),
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

  return async (request) => {
    const { isOnce = false } = request;
    const target = resolve(request.url);
    const maxAttempts = isOnce ? 1 : MAX_ATTEMPTS;
    let failures = 0;
    let throttled = 0;
    let refreshed = false;
    for (;;) {
      const token = await options.tokens.accessToken();
      let answer: Answer;
      try {
        answer = await send(request, target, token);
      } catch (error) {
        if (++failures >= maxAttempts) throw error;
        await sleep(backoffMs(failures));
        continue;
      }
      const { status, body } = answer;
      if (status >= 200 && status < 300) return body;
      const { code, message } = errorOf(body);
      if (status === 401) {
        if (code === 'invalid_grant' || refreshed) throw new ReconnectRequiredError();
        refreshed = true;
        await options.tokens.refresh(token);
        continue;
      }
      // A 429 was never run, so even a send may repeat it; a send that met a 5xx may have gone out.
      if (status === 429 || (status === 503 && !isOnce && answer.retryAfter !== null)) {
        if (++throttled > MAX_THROTTLED) throw new GraphApiError(status, code, message);
        await sleep(retryAfterMs(answer.retryAfter));
        continue;
      }
      if (status >= 500 && ++failures < maxAttempts) {
        await sleep(backoffMs(failures));
        continue;
      }
      throw new GraphApiError(status, code, message || `Graph answered HTTP ${status}`);
    }
  };
}
