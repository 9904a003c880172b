import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answerWith as answerCallsWith, bodyOf } from '../../lib/testing/fetch-answers';
import { requestSignInCode, shouldOfferSignInCode, signInWithCode } from './sign-in-code';

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

describe('shouldOfferSignInCode', () => {
  it('offers a code when sign-in was refused for too many attempts, and only then', () => {
    expect(shouldOfferSignInCode({ status: 429, code: 'RATE_LIMITED' })).toBe(true);
    expect(shouldOfferSignInCode({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(false);
    expect(shouldOfferSignInCode({ status: 403, code: 'EMAIL_NOT_VERIFIED' })).toBe(false);
  });
});

describe('requestSignInCode', () => {
  it('asks for a sign-in code for the address', async () => {
    const fetchMock = answerWith(200, { success: true });

    await expect(requestSignInCode('ada@example.com')).resolves.toBeNull();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/email-otp/send-verification-otp');
    expect(bodyOf(init)).toEqual({ email: 'ada@example.com', type: 'sign-in' });
  });

  it('says when no more codes may be sent for now', async () => {
    answerWith(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' });

    await expect(requestSignInCode('ada@example.com')).resolves.toBe(
      'Attempt limit exceeded, please try after some time.',
    );
  });
});

describe('signInWithCode', () => {
  it('signs in with the address and the code', async () => {
    const fetchMock = answerWith(200, { user: { id: 'u1', email: 'ada@example.com' } });

    await expect(signInWithCode('ada@example.com', '123456')).resolves.toBeNull();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/sign-in/email-otp');
    expect(bodyOf(init)).toEqual({ email: 'ada@example.com', otp: '123456' });
  });

  it('shows the spec’s text for a wrong code', async () => {
    answerWith(400, { statusCode: 400, code: 'INVALID_OTP', message: 'Invalid code.' });

    await expect(signInWithCode('ada@example.com', '000000')).resolves.toBe(
      'Invalid verification code provided, please try again.',
    );
  });
});
