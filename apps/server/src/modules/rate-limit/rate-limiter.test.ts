import { testDatabases } from '@reclaim/db/testing';
import type { DatabaseHandle } from '@reclaim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '@reclaim/db';
import { createKeyedHash } from '../../lib/keyed-hash';
import { createRateLimiter, RateLimitedError } from './rate-limiter';

const hashSubject = createKeyedHash(Buffer.alloc(32, 1), 'test');
/**
 * A clock stopped in the middle of a minute: on a busy machine a test's hits could otherwise
 * straddle the turn of a window, and the hits after it would count afresh.
 */
const midWindow = () => Date.UTC(2026, 0, 1, 12, 0, 30);

describe.each(testDatabases())('rate limiter on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it('lets exactly max hits through when they arrive all at once', async () => {
    const limiter = createRateLimiter(database.db, { hashSubject, now: midWindow });
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
    const limiter = createRateLimiter(database.db, { hashSubject, now: () => now });
    const rule = { name: 'test-window', max: 1, windowSeconds: 60 };
    await limiter.consume(rule, 'a');
    await limiter.consume(rule, 'b');
    const refused = await limiter.consume(rule, 'a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(60);
    now += 60_000;
    await expect(limiter.consume(rule, 'a')).resolves.toBeDefined();
  });

  it('stores subjects only as keyed hashes', async () => {
    const limiter = createRateLimiter(database.db, { hashSubject, now: midWindow });
    await limiter.consume({ name: 'test-privacy', max: 5, windowSeconds: 60 }, 'ada@example.com');
    const keys = (await database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain(`test-privacy:${hashSubject('ada@example.com')}`);
    expect(keys.join('\n')).not.toContain('ada@example.com');
  });

  it('gives a refunded hit back, so only what is not refunded counts', async () => {
    const limiter = createRateLimiter(database.db, { hashSubject, now: midWindow });
    const rule = { name: 'test-refund', max: 2, windowSeconds: 60 };
    for (let i = 0; i < 5; i++) await (await limiter.consume(rule, 'good')).refund();
    await limiter.consume(rule, 'good');
    await limiter.consume(rule, 'good');
    await expect(limiter.consume(rule, 'good')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('refuses past the limit as rate_limited, with the rule’s message or a request to wait', async () => {
    const limiter = createRateLimiter(database.db, { hashSubject, now: midWindow });
    const plain = { name: 'test-message', max: 0, windowSeconds: 60 };
    await expect(limiter.consume(plain, 'a')).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests, please try again later.',
    });
    const told = { ...plain, message: 'Too many codes asked for; wait an hour.' };
    await expect(limiter.consume(told, 'a')).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'Too many codes asked for; wait an hour.',
    });
  });
});
