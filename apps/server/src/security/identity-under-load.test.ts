import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_ENDPOINT_POLICIES, type CodeType } from '../modules/identity/identity-input';
import {
  clockInMidWindow,
  createTestApp,
  postJson,
  signedInUser,
  type TestApp,
} from '../test/test-app';

const PASSWORD = 'Reclaim!2026x';
const NEW_PASSWORD = 'Taken!Over2026';
const BURST = 100;

/** Each attempt from its own client address, so no per-IP limit is part of the defence. */
const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
let nextClient = 1;

describe.each(testDatabases())('identity under concurrent attack on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { rateLimitClock: clockInMidWindow() });
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      remoteAddress: clientAddress(nextClient++),
      headers: { origin: t.origin, 'content-type': 'application/json' },
      payload,
    });

  /** A person waiting on a code of the path's kind, and the code. */
  async function personWithCode(kind: CodeType) {
    const email = `burst-${crypto.randomUUID()}@example.com`;
    await postJson(t.app, '/api/auth/sign-up/email', { name: 'Burst', email, password: PASSWORD });
    if (kind !== 'email-verification') {
      await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp: t.lastCode(email) });
      await postJson(t.app, '/api/auth/email-otp/send-verification-otp', { email, type: kind });
    }
    return { email, code: t.lastCode(email) };
  }

  /** What a call to a code path carries besides the code: a new password where it sets one. */
  const withCode = (path: string, email: string, otp: string) =>
    IDENTITY_ENDPOINT_POLICIES[path]!.setsPassword
      ? { email, otp, password: NEW_PASSWORD }
      : { email, otp };

  const codePaths = Object.entries(IDENTITY_ENDPOINT_POLICIES).filter(
    ([, policy]) => policy.checksCode,
  );
  it('checks every path that takes a mailed code', () => {
    expect(codePaths.map(([path]) => path).sort()).toEqual([
      '/email-otp/reset-password',
      '/email-otp/verify-email',
      '/sign-in/email-otp',
    ]);
  });

  for (const [path, policy] of codePaths) {
    it(`${path}: ${BURST} concurrent wrong codes get at most ${VERIFICATION_CODE_MAX_ATTEMPTS} judged guesses, and then the right code fails`, async () => {
      const { email, code } = await personWithCode(policy.checksCode!);
      const wrong = Array.from({ length: BURST }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );

      const answers = await Promise.all(wrong.map((otp) => post(path, withCode(path, email, otp))));

      expect(answers.filter((a) => a.statusCode < 300)).toEqual([]);
      expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
      const judged = answers.filter((a) => a.json<{ code?: string }>().code === 'INVALID_OTP');
      expect(judged.length).toBeGreaterThan(0);
      expect(judged.length).toBeLessThanOrEqual(VERIFICATION_CODE_MAX_ATTEMPTS);
      const right = await post(path, withCode(path, email, code));
      expect(right.statusCode).toBeGreaterThanOrEqual(400);
      expect(right.headers['set-cookie']).toBeUndefined();
      const signIn = await post('/sign-in/email', { email, password: NEW_PASSWORD });
      expect(signIn.statusCode).not.toBe(200);
    });
  }

  it('judges at most 100 wrong passwords per account an hour, however many clients try at once', async () => {
    const { email } = await signedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        post('/sign-in/email', { email, password: `Guess!${i}x` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(100);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
  });

  it('answers an unknown address as a wrong password: same status and body, in the same time', async () => {
    const { email } = await signedInUser(t);
    const pairs = 50;
    const timed = async (address: string) => {
      const started = performance.now();
      const answer = await post('/sign-in/email', { email: address, password: 'Wrong!Pass123' });
      return { ms: performance.now() - started, status: answer.statusCode, body: answer.body };
    };
    // Warm both paths, then alternate them so that whatever else the machine does falls on both
    // alike; each pair is judged by its ratio, which load scales away where a difference in
    // milliseconds would not.
    await timed(email);
    await timed(`nobody-${crypto.randomUUID()}@example.com`);
    const known: Awaited<ReturnType<typeof timed>>[] = [];
    const unknown: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < pairs; i++) {
      known.push(await timed(email));
      unknown.push(await timed(`nobody-${crypto.randomUUID()}@example.com`));
    }

    expect(new Set([...known, ...unknown].map((a) => a.status))).toEqual(new Set([401]));
    expect(new Set([...known, ...unknown].map((a) => a.body)).size).toBe(1);
    // An address that has an account and one that has none must not be told apart by time: a
    // password checked only for the first would make its answers several times slower.
    const ratio = median(known.map((answer, i) => answer.ms / unknown[i]!.ms));
    expect(
      ratio,
      `known ${median(known.map((a) => a.ms)).toFixed(1)} ms, unknown ${median(unknown.map((a) => a.ms)).toFixed(1)} ms`,
    ).toBeGreaterThan(1 / 1.5);
    expect(ratio).toBeLessThan(1.5);
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
