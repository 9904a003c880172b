import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { verifications } from '@reclaim/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyedHash } from '../../lib/keyed-hash';
import {
  createTestApp,
  postJson,
  signedInUser,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';
import { claimCodeAttempt } from './code-attempts';

const NEW_PASSWORD = 'Taken!Over2026';
const GUESSES = 100;

describe.each(testDatabases())('guessing a mailed code on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  /** Wrong codes, each different from `code` and from one another. */
  const wrongCodes = (code: string, count: number) =>
    Array.from({ length: count }, (_, i) => String((Number(code) + 1 + i) % 1_000_000))
      .map((c) => c.padStart(6, '0'))
      .filter((c) => c !== code);

  it(`judges at most ${VERIFICATION_CODE_MAX_ATTEMPTS} of ${GUESSES} concurrent reset guesses, and the right one then fails`, async () => {
    const { email } = await signedInUser(t);
    await postJson(t.app, '/api/auth/email-otp/request-password-reset', { email });
    const code = t.lastCode(email);
    // The right code comes last of the burst, as in the attack: after 99 wrong ones.
    const guesses = [...wrongCodes(code, GUESSES - 1), code];
    // Spread over many client addresses, so the per-IP limit is no part of the defence here.
    const answers = await Promise.all(
      guesses.map((otp, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/email-otp/reset-password',
          remoteAddress: `198.51.100.${i + 1}`,
          headers: { origin: t.origin, 'content-type': 'application/json' },
          payload: { email, otp, password: NEW_PASSWORD },
        }),
      ),
    );

    const codes = answers.map((a) => a.json<{ code?: string }>().code);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(0);
    expect(codes.filter((c) => c === 'INVALID_OTP').length).toBeLessThanOrEqual(
      VERIFICATION_CODE_MAX_ATTEMPTS,
    );
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', {
      email,
      password: NEW_PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('kills a sign-up code after 5 wrong tries, and a new code works', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    await postJson(t.app, '/api/auth/sign-up/email', {
      name: 'Ada Lovelace',
      email,
      password: 'Reclaim!2026x',
    });
    const code = t.lastCode(email);
    for (const otp of wrongCodes(code, 5)) {
      const wrong = await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp });
      expect(wrong.json()).toMatchObject({ code: 'INVALID_OTP' });
    }

    const right = await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp: code });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', fields: [{ path: 'otp' }] });

    await postJson(t.app, '/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    const fresh = await postJson(t.app, '/api/auth/email-otp/verify-email', {
      email,
      otp: t.lastCode(email),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it(`lets exactly ${VERIFICATION_CODE_MAX_ATTEMPTS} of 100 concurrent attempts at one code through to be judged`, async () => {
    const email = `counted-${Date.now()}@example.com`;
    const identifier = `email-verification-otp-${email}`;
    await t.database.db.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier,
      value: 'c29tZS1jb2RlLWhhc2g:0',
      expiresAt: new Date(Date.now() + 600_000),
    });
    const deps = { db: t.database.db, hashKey: createKeyedHash(TEST_SECRET_KEY, 'test') };

    const claims = await Promise.allSettled(
      Array.from({ length: 100 }, () => claimCodeAttempt(deps, 'email-verification', email)),
    );

    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(
      VERIFICATION_CODE_MAX_ATTEMPTS,
    );
    const left = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, identifier));
    expect(left).toHaveLength(0);
  });
});
