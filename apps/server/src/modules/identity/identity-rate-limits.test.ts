import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clockInMidWindow,
  createTestApp,
  postJson,
  signedInUser,
  type TestApp,
} from '../../test/test-app';

const PASSWORD = 'Reclaim!2026x';

describe.each(testDatabases())('identity rate limits on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { rateLimitClock: clockInMidWindow() });
  });
  afterAll(() => t.close());

  it('holds the sign-in failure limit per address and IP under concurrent requests', async () => {
    const email = `target-${Date.now()}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 25 }, () =>
        postJson(t.app, '/api/auth/sign-in/email', { email, password: 'Guess!Pass123' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const limited = responses.find((r) => r.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts only failures: a person who signs in often is never locked out', async () => {
    const { email } = await signedInUser(t);
    for (let i = 0; i < 15; i++) {
      const signIn = await postJson(t.app, '/api/auth/sign-in/email', {
        email,
        password: PASSWORD,
      });
      expect(signIn.statusCode).toBe(200);
    }
  });

  it('lets the right password in from another IP while a guesser is locked out', async () => {
    const { email } = await signedInUser(t);
    const fromGuesser = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '203.0.113.66',
        headers: { origin: t.origin, 'content-type': 'application/json' },
        payload: { email, password },
      });
    for (let i = 0; i < 10; i++) expect((await fromGuesser('Guess!Pass123')).statusCode).toBe(401);
    expect((await fromGuesser('Guess!Pass123')).statusCode).toBe(429);
    expect((await fromGuesser(PASSWORD)).statusCode).toBe(429);

    const fromPerson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '198.51.100.7',
      headers: { origin: t.origin, 'content-type': 'application/json' },
      payload: { email, password: PASSWORD },
    });
    expect(fromPerson.statusCode).toBe(200);
  });

  it('limits code requests per address', async () => {
    const email = `codes-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await postJson(t.app, '/api/auth/email-otp/request-password-reset', {
        email,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
