import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clockInMidWindow,
  cookieHeader,
  createTestApp,
  signedInUser,
  type TestApp,
} from '../test/test-app';

const PASSWORD = 'Reclaim!2026x';
const GUESSERS = 10;
const GUESSES_EACH = 10;

describe.each(testDatabases())(
  'locking an owner out by failing their sign-in, on $name',
  (testDatabase) => {
    let t: TestApp;
    beforeAll(async () => {
      // A hundred failures take seconds: an hour's window must not end among them.
      t = await createTestApp(testDatabase, { rateLimitClock: clockInMidWindow() });
    });
    afterAll(() => t.close());

    const from = (ip: string, path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth${path}`,
        remoteAddress: ip,
        headers: { origin: t.origin, 'content-type': 'application/json' },
        payload,
      });

    /** Ten addresses each fail ten times: the ceiling of failures for the account is reached. */
    async function guessFromTenAddresses(email: string) {
      for (let ip = 1; ip <= GUESSERS; ip++) {
        for (let i = 0; i < GUESSES_EACH; i++) {
          const guess = await from(`203.0.113.${ip}`, '/sign-in/email', {
            email,
            password: `Guess!${ip}x${i}`,
          });
          expect(guess.statusCode).toBe(401);
        }
      }
    }

    it('lets the owner in from a fresh address with a mailed sign-in code, past the ceiling', async () => {
      const { email } = await signedInUser(t);
      await guessFromTenAddresses(email);

      const owner = await from('198.51.100.20', '/sign-in/email', { email, password: PASSWORD });
      const guesser = await from('198.51.100.21', '/sign-in/email', {
        email,
        password: 'Guess!Again99',
      });
      // Past the ceiling the right password alone is refused exactly as a wrong one, so that the
      // answer tells a guesser nothing.
      expect(owner.statusCode).toBe(429);
      expect(owner.headers['set-cookie']).toBeUndefined();
      expect(guesser.statusCode).toBe(429);
      expect(owner.json()).toEqual(guesser.json());

      const ask = await from('198.51.100.20', '/email-otp/send-verification-otp', {
        email,
        type: 'sign-in',
      });
      expect(ask.statusCode).toBe(200);
      expect(t.mail.at(-1)).toMatchObject({
        recipient: email,
        subject: 'Your Reclaim sign-in code',
      });
      const signIn = await from('198.51.100.20', '/sign-in/email-otp', {
        email,
        otp: t.lastCode(email),
      });
      expect(signIn.statusCode).toBe(200);
      const session = await t.app.inject({
        url: '/api/auth/get-session',
        headers: { cookie: cookieHeader(signIn.headers['set-cookie']) },
      });
      expect(session.json()).toMatchObject({ user: { email } });
      expect(JSON.stringify(signIn.json())).not.toMatch(/"token":"[^"]/);
    });

    it('does not let a guesser past the ceiling in with a wrong password or a wrong code', async () => {
      const { email } = await signedInUser(t);
      await guessFromTenAddresses(email);

      const wrongPassword = await from('198.51.100.30', '/sign-in/email', {
        email,
        password: 'Guess!Again99',
      });
      expect(wrongPassword.statusCode).toBe(429);
      expect(wrongPassword.json()).toMatchObject({ code: 'RATE_LIMITED' });

      await from('198.51.100.30', '/email-otp/send-verification-otp', { email, type: 'sign-in' });
      const code = t.lastCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const guess = await from('198.51.100.30', '/sign-in/email-otp', { email, otp: wrong });
      expect(guess.statusCode).toBe(400);
      expect(guess.json()).toMatchObject({ code: 'INVALID_OTP' });
      expect(guess.headers['set-cookie']).toBeUndefined();
    });

    it('mails no sign-in code for an address without an account, and answers alike', async () => {
      const before = t.mail.length;
      const answer = await from('198.51.100.40', '/email-otp/send-verification-otp', {
        email: `nobody-${crypto.randomUUID()}@example.com`,
        type: 'sign-in',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true });
      expect(t.mail.length).toBe(before);
    });
  },
);
