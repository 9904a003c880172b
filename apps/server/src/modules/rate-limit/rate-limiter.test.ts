import { testDatabases } from '@reclaim/db/testing';
import type { DatabaseHandle } from '@reclaim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, RateLimitedError } from './rate-limiter';

describe.each(testDatabases())('rate limiter on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it('lets exactly max hits through when they arrive all at once', async () => {
    const limiter = createRateLimiter(database.db);
    const rule = { name: 'test-burst', max: 7, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => limiter.consume(rule, 'same-subject')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(33);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(RateLimitedError);
  });

  it('counts subjects apart and opens again in the next window', async () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const limiter = createRateLimiter(database.db, () => now);
    const rule = { name: 'test-window', max: 1, windowSeconds: 60 };
    await limiter.consume(rule, 'a');
    await limiter.consume(rule, 'b');
    const refused = await limiter.consume(rule, 'a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(60);
    now += 60_000;
    await expect(limiter.consume(rule, 'a')).resolves.toBeUndefined();
  });
});
