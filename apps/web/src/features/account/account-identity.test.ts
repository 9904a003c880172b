import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answerWith as answerCallsWith, bodyOf } from '../../lib/testing/fetch-answers';
import { endEverySession, saveName } from './account-identity';

// The identity client takes `fetch` when it is made, on import: it gets one that asks the mock
// of the moment.
const calls = vi.hoisted(() => {
  const state = { answer: (_url: unknown, _init?: RequestInit) => Promise.resolve(new Response()) };
  globalThis.fetch = (url: unknown, init?: RequestInit) => state.answer(url, init);
  return state;
});

beforeAll(() => {
  // The client reads the page's origin when a call fails.
  vi.stubGlobal('window', { location: { origin: 'http://localhost:3000' } });
});

const answerWith = (status: number, body: unknown) => answerCallsWith(calls, status, body);

describe('saveName', () => {
  it('sends the name, and only the name, to the identity service', async () => {
    const fetchMock = answerWith(200, { status: true });

    await expect(saveName('Grace Hopper')).resolves.toBeNull();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/update-user');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({ name: 'Grace Hopper' });
  });

  it("resolves to the server's message when the name is refused", async () => {
    answerWith(400, {
      statusCode: 400,
      code: 'INVALID_INPUT',
      message: 'name: Name is required',
      fields: [{ path: 'name', message: 'Name is required' }],
    });

    await expect(saveName(' ')).resolves.toBe('name: Name is required');
  });
});

describe('endEverySession', () => {
  it('asks the identity service to end every session of the account', async () => {
    const fetchMock = answerWith(200, { status: true });

    await expect(endEverySession()).resolves.toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/revoke-sessions');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({});
  });

  it('says so when the sessions could not be ended', async () => {
    answerWith(500, { statusCode: 500, code: 'ERROR', message: 'Something went wrong.' });

    await expect(endEverySession()).resolves.toBe(false);
  });
});
