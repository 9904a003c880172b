import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('identity rate limits on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  it('holds the sign-in limit per address under concurrent requests', async () => {
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
