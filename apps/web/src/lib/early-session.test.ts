import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askForSessionEarly, fetchTakingEarlySession } from './early-session';

const ORIGIN = 'http://localhost:3100';
let answers: number;

beforeEach(() => {
  answers = 0;
  vi.stubGlobal('window', { location: new URL(`${ORIGIN}/dashboard`) });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ answer: ++answers })))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function answerOf(response: Promise<Response>) {
  return ((await (await response).json()) as { answer: number }).answer;
}

describe('the session asked for early', () => {
  it('is asked for with the cookie, and the first plain request takes its answer', async () => {
    askForSessionEarly();
    expect(fetch).toHaveBeenCalledWith('/api/auth/get-session', { credentials: 'include' });
    const first = fetchTakingEarlySession(`${ORIGIN}/api/auth/get-session`, {
      method: 'GET',
      credentials: 'include',
    });
    expect(await answerOf(first)).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is taken once: a later request asks again', async () => {
    askForSessionEarly();
    await answerOf(fetchTakingEarlySession('/api/auth/get-session'));
    expect(await answerOf(fetchTakingEarlySession('/api/auth/get-session'))).toBe(2);
  });

  it('is not taken by a request with a query, of another method, path or origin', async () => {
    askForSessionEarly();
    const others: [string, RequestInit?][] = [
      ['/api/auth/get-session?disableCookieCache=true'],
      ['/api/auth/get-session', { method: 'POST' }],
      ['/api/auth/sign-out'],
      ['https://elsewhere.example/api/auth/get-session'],
    ];
    for (const [url, init] of others) {
      await fetchTakingEarlySession(url, init);
      expect(fetch).toHaveBeenLastCalledWith(url, init);
    }
    expect(fetch).toHaveBeenCalledTimes(1 + others.length);
    expect(await answerOf(fetchTakingEarlySession('/api/auth/get-session'))).toBe(1);
  });

  it('hands a failed call to the client that takes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    askForSessionEarly();
    await expect(fetchTakingEarlySession('/api/auth/get-session')).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('without an early call, is plain fetch', async () => {
    expect(await answerOf(fetchTakingEarlySession('/api/auth/get-session'))).toBe(1);
  });
});
