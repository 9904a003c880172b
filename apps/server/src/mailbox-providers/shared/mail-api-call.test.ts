import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReconnectRequiredError } from '../provider';
import { createMailApiCall, type MailApiRequest } from './mail-api-call';
import { MAX_ATTEMPTS, MAX_THROTTLED, REQUEST_TIMEOUT_MS } from './retry-policy';

class TestApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Step = { status: number; body?: unknown; retryAfter?: string } | 'network error' | 'no answer';

/** A mail API over a fake fetch that answers `steps` in order, then 200 `{ ok: true }`. */
function fakeApi(steps: Step[]) {
  const tokensSeen: string[] = [];
  let token = 'token-1';
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    tokensSeen.push(new Headers(init?.headers).get('authorization') ?? '');
    const step = steps.shift() ?? { status: 200, body: { ok: true } };
    if (step === 'network error') throw new TypeError('fetch failed');
    if (step === 'no answer') {
      // As fetch does: nothing comes, until the caller's signal gives up.
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
      );
    }
    return new Response(step.body === undefined ? null : JSON.stringify(step.body), {
      status: step.status,
      headers: step.retryAfter ? { 'Retry-After': step.retryAfter } : {},
    });
  });
  const refresh = vi.fn(async () => (token = `token-${Number(token.slice(6)) + 1}`));
  const waitOut = vi.fn();
  const call = createMailApiCall({
    apiName: 'Test',
    fetch,
    tokens: { accessToken: async () => token, refresh },
    codeOf: (error) => (error as { code?: string } | undefined)?.code,
    isThrottled: ({ status }) => status === 429,
    waitOut,
    toError: (status, code, message) => new TestApiError(status, code, message),
  });
  const request = (isOnce = false): MailApiRequest => ({
    url: 'https://api.test/items',
    isOnce,
    admit: (attempt) => attempt(),
  });
  /** Calls the API and lets every backoff timer run, settling with the answer or the error. */
  const run = async (isOnce = false): Promise<{ body?: unknown; error?: unknown }> => {
    const settled = call(request(isOnce)).then(
      (body) => ({ body }),
      (error: unknown) => ({ error }),
    );
    await vi.runAllTimersAsync();
    return settled;
  };
  return { fetch, refresh, waitOut, tokensSeen, run };
}

const serverError = { status: 500, body: { error: { code: 'internal', message: 'Oops' } } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the shared mail API request loop', () => {
  it('refreshes a refused token once and asks again with the new one', async () => {
    const api = fakeApi([{ status: 401, body: { error: { code: 'unauthenticated' } } }]);

    expect(await api.run()).toEqual({ body: { ok: true } });
    expect(api.refresh).toHaveBeenCalledExactlyOnceWith('token-1');
    expect(api.tokensSeen).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('asks the person to reconnect when the new token is refused too', async () => {
    const api = fakeApi([{ status: 401 }, { status: 401 }]);

    expect((await api.run()).error).toBeInstanceOf(ReconnectRequiredError);
    expect(api.refresh).toHaveBeenCalledOnce();
  });

  it('asks the person to reconnect at once when the grant is gone', async () => {
    const api = fakeApi([{ status: 401, body: { error: 'invalid_grant' } }]);

    expect((await api.run()).error).toBeInstanceOf(ReconnectRequiredError);
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('waits out throttling for Retry-After, then gives up after the limit', async () => {
    const throttled = { status: 429, retryAfter: '7', body: { error: { code: 'TooMany' } } };
    const api = fakeApi(Array.from({ length: MAX_THROTTLED + 1 }, () => throttled));

    const { error } = await api.run();
    expect(error).toBeInstanceOf(TestApiError);
    expect(error).toMatchObject({ status: 429, code: 'TooMany' });
    expect(api.waitOut.mock.calls).toEqual(Array.from({ length: MAX_THROTTLED }, () => ['7']));
    expect(api.fetch).toHaveBeenCalledTimes(MAX_THROTTLED + 1);
  });

  it('goes on once throttling ends', async () => {
    const api = fakeApi([{ status: 429 }, { status: 429 }]);

    expect(await api.run()).toEqual({ body: { ok: true } });
    expect(api.waitOut.mock.calls).toEqual([[null], [null]]);
  });

  it('retries server errors with backoff, then throws the API error with its message', async () => {
    const api = fakeApi(Array.from({ length: MAX_ATTEMPTS }, () => serverError));
    const started = Date.now();

    const { error } = await api.run();
    expect(error).toMatchObject({ status: 500, code: 'internal', message: 'Oops' });
    expect(api.fetch).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    // Each retry waits at least half its exponential step: 250 + 500 + 1000 + 2000 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3750);
  });

  it('names the API and status when an error answer says nothing', async () => {
    const api = fakeApi([{ status: 404 }]);

    expect((await api.run()).error).toMatchObject({ message: 'Test answered HTTP 404' });
    expect(api.fetch).toHaveBeenCalledOnce();
  });

  it('retries a network error and returns the answer that follows', async () => {
    const api = fakeApi(['network error', 'network error']);

    expect(await api.run()).toEqual({ body: { ok: true } });
    expect(api.fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up on network errors after the last attempt with the error itself', async () => {
    const api = fakeApi(Array.from({ length: MAX_ATTEMPTS }, () => 'network error' as const));

    expect((await api.run()).error).toEqual(new TypeError('fetch failed'));
    expect(api.fetch).toHaveBeenCalledTimes(MAX_ATTEMPTS);
  });

  it('gives up on an attempt that is not answered in time and asks again', async () => {
    const api = fakeApi(['no answer', 'no answer']);
    const started = Date.now();

    expect(await api.run()).toEqual({ body: { ok: true } });
    expect(api.fetch).toHaveBeenCalledTimes(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * REQUEST_TIMEOUT_MS);
  });

  it('says which API did not answer once no attempt was answered in time', async () => {
    const api = fakeApi(Array.from({ length: MAX_ATTEMPTS }, () => 'no answer' as const));

    expect((await api.run()).error).toEqual(
      new Error(`Test did not answer within ${REQUEST_TIMEOUT_MS} ms`),
    );
    expect(api.fetch).toHaveBeenCalledTimes(MAX_ATTEMPTS);
  });

  it.each<[string, Step]>([
    ['a server error', serverError],
    ['a network error', 'network error'],
    ['no answer in time', 'no answer'],
  ])('never repeats a once-only request after %s', async (_name, step) => {
    const api = fakeApi([step]);

    expect((await api.run(true)).error).toBeDefined();
    expect(api.fetch).toHaveBeenCalledOnce();
  });

  it('repeats a once-only request that was throttled, since it never ran', async () => {
    const api = fakeApi([{ status: 429 }]);

    expect(await api.run(true)).toEqual({ body: { ok: true } });
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });
});
