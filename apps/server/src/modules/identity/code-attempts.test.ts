import { createHash } from 'node:crypto';
import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { verifications } from '@reclaim/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKeyedHash } from '../../lib/keyed-hash';
import {
  createTestApp,
  postJson,
  signedInUser,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';
import { judgeCodeAttempt } from './code-attempts';

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

  /** Files a code as the identity service does, and returns what a judge call needs. */
  async function fileCode(
    code: string,
    filed: { email?: string; value?: string; expiresAt?: Date } = {},
  ) {
    const email = filed.email ?? `counted-${crypto.randomUUID()}@example.com`;
    const hash = createHash('sha256').update(code).digest('base64url');
    await t.database.db.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: `email-verification-otp-${email}`,
      value: filed.value ?? `${hash}:0`,
      expiresAt: filed.expiresAt ?? new Date(Date.now() + 600_000),
    });
    const judge = (guess: string) => judgeOf(email)(guess);
    return { email, judge };
  }

  const judgeOf = (email: string) => (guess: string) =>
    judgeCodeAttempt(
      { db: t.database.db, hashKey: createKeyedHash(TEST_SECRET_KEY, 'test') },
      { type: 'email-verification', email, code: guess },
    );

  /** The AppError a refused attempt throws, its message also shown at the `otp` field. */
  const refusal = (code: string, reason: string, message: string) => ({
    code,
    reason,
    message,
    fields: [{ path: 'otp', message }],
  });
  const EXPIRED = refusal(
    'invalid_input',
    'OTP_EXPIRED',
    'The code has expired. Request a new code.',
  );
  const INVALID = refusal('invalid_input', 'INVALID_OTP', 'Invalid code.');
  const TOO_MANY = refusal(
    'forbidden',
    'TOO_MANY_ATTEMPTS',
    'Too many attempts. Request a new code.',
  );

  it(`judges exactly ${VERIFICATION_CODE_MAX_ATTEMPTS} of 100 concurrent wrong guesses, then refuses the right code`, async () => {
    const { email, judge } = await fileCode('424242');

    const verdicts = await Promise.allSettled(wrongCodes('424242', 100).map(judge));

    const reasons = verdicts.map((v) =>
      v.status === 'rejected' ? (v.reason as { reason: string }).reason : 'accepted',
    );
    expect(reasons.filter((r) => r === 'INVALID_OTP')).toHaveLength(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect(reasons.filter((r) => r === 'accepted')).toHaveLength(0);
    await expect(judge('424242')).rejects.toMatchObject({ reason: 'OTP_EXPIRED' });
    const left = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `email-verification-otp-${email}`));
    expect(left).toHaveLength(0);
  });

  it('accepts the right code within the attempts, and only then', async () => {
    const { judge } = await fileCode('135790');
    await expect(judge('000001')).rejects.toMatchObject({ reason: 'INVALID_OTP' });
    await expect(judge('135790')).resolves.toBeUndefined();
  });

  it('refuses a code never mailed, or one past its expiry, as expired', async () => {
    await expect(
      judgeOf(`nobody-${crypto.randomUUID()}@example.com`)('135790'),
    ).rejects.toMatchObject(EXPIRED);
    const { judge } = await fileCode('135790', { expiresAt: new Date(Date.now() - 1000) });
    await expect(judge('135790')).rejects.toMatchObject(EXPIRED);
  });

  describe('at the moment a code expires', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('takes the code as expired', async () => {
      const expiresAt = new Date(Date.now() + 600_000);
      const { judge } = await fileCode('135790', { expiresAt });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(expiresAt);
      await expect(judge('135790')).rejects.toMatchObject(EXPIRED);
    });
  });

  it('refuses wrong codes as invalid, then every code as too many attempts', async () => {
    const { judge } = await fileCode('135790');
    for (const guess of wrongCodes('135790', VERIFICATION_CODE_MAX_ATTEMPTS)) {
      await expect(judge(guess)).rejects.toMatchObject(INVALID);
    }
    await expect(judge('135790')).rejects.toMatchObject(TOO_MANY);
  });

  it('counts the attempts at each code apart, even at codes that expire at the same moment', async () => {
    const expiresAt = new Date(Date.now() + 600_000);
    const used = await fileCode('135790', { expiresAt });
    const other = await fileCode('246801', { expiresAt });
    for (const guess of wrongCodes('135790', VERIFICATION_CODE_MAX_ATTEMPTS)) {
      await expect(used.judge(guess)).rejects.toMatchObject(INVALID);
    }
    await expect(used.judge('135790')).rejects.toMatchObject(TOO_MANY);

    await expect(other.judge('246801')).resolves.toBeUndefined();
  });

  it('reads a code filed without its own count', async () => {
    const hash = createHash('sha256').update('135790').digest('base64url');
    const { judge } = await fileCode('135790', { value: hash });
    await expect(judge('000001')).rejects.toMatchObject(INVALID);
    await expect(judge('135790')).resolves.toBeUndefined();
  });

  it('refuses any guess as invalid when the code is not filed as a SHA-256 hash', async () => {
    const { judge } = await fileCode('135790', { value: '135790:0' });
    await expect(judge('135790')).rejects.toMatchObject(INVALID);
  });
});
