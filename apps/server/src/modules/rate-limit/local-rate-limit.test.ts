import { describe, expect, it } from 'vitest';
import { createLocalRateLimit } from './local-rate-limit';
import { RateLimitedError } from './rate-limiter';

/** How many of `count` hits of `subject` pass. */
function passing(limit: { consume(subject: string): void }, subject: string, count: number) {
  let passed = 0;
  for (let hit = 0; hit < count; hit += 1) {
    try {
      limit.consume(subject);
      passed += 1;
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
    }
  }
  return passed;
}

describe('createLocalRateLimit', () => {
  it('lets exactly the limit through in a window, for each subject apart', () => {
    const limit = createLocalRateLimit({ max: 3, windowSeconds: 60, now: () => 0 });
    expect(passing(limit, 'a', 10)).toBe(3);
    expect(passing(limit, 'b', 10)).toBe(3);
  });

  it('says how long to wait: until the window ends', () => {
    let now = 90_500;
    const limit = createLocalRateLimit({ max: 1, windowSeconds: 60, now: () => now });
    limit.consume('a');
    const refusal = (() => {
      try {
        limit.consume('a');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 30 });

    now = 119_999;
    expect(passing(limit, 'a', 1)).toBe(0);
    now = 120_000;
    expect(passing(limit, 'a', 2)).toBe(1);
  });

  it('gives a hit back in its window, and not in the next', () => {
    let now = 0;
    const limit = createLocalRateLimit({ max: 2, windowSeconds: 60, now: () => now });
    limit.consume('a');
    limit.consume('a');
    limit.refund('a');
    expect(passing(limit, 'a', 5)).toBe(1);

    now = 60_000;
    limit.refund('b');
    limit.consume('a');
    now = 120_000;
    limit.refund('a');
    expect(passing(limit, 'a', 5)).toBe(2);
  });

  it('counts no more subjects than its bound: past windows go first, then the oldest', () => {
    let now = 0;
    const limit = createLocalRateLimit({
      max: 1,
      windowSeconds: 60,
      maxSubjects: 3,
      now: () => now,
    });
    limit.consume('old');
    now = 60_000;
    limit.consume('a');
    limit.consume('b');
    limit.consume('c');
    // 'old' (a past window) made room for 'c'; 'a', 'b' and 'c' are still counted.
    expect(passing(limit, 'a', 1)).toBe(0);
    expect(passing(limit, 'b', 1)).toBe(0);
    expect(passing(limit, 'c', 1)).toBe(0);

    limit.consume('d');
    // The oldest, 'a', made room for 'd' and counts from nothing again.
    expect(passing(limit, 'a', 2)).toBe(1);
    expect(passing(limit, 'd', 1)).toBe(0);
    expect(passing(limit, 'c', 1)).toBe(0);
  });
});
