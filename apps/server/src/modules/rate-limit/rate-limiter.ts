import type { Database } from '@reclaim/db';
import { AppError } from '../../lib/app-error';
import type { KeyedHash } from '../../lib/keyed-hash';
import { addToCounter, incrementCounter } from './rate-limit.repository';

export interface RateLimitRule {
  /** Names the counter; also shown in logs. */
  name: string;
  max: number;
  windowSeconds: number;
  /** What the 429 answer says; a general request to wait when absent. */
  message?: string;
}

/** One counted hit, which can be given back when it turns out not to count (a good password). */
export interface CountedHit {
  refund(): Promise<void>;
}

export interface RateLimiter {
  /** Counts one hit of `subject` against `rule`; throws a rate_limited AppError past the limit. */
  consume(rule: RateLimitRule, subject: string): Promise<CountedHit>;
}

/**
 * Fixed-window limits stored in the database, so they hold across concurrent requests and across
 * every web process sharing the database. Subjects (addresses, user ids, client IPs) are stored
 * only as keyed hashes: the counters never name a person.
 */
export function createRateLimiter(
  db: Database,
  options: { hashSubject: KeyedHash; now?: () => number },
): RateLimiter {
  const now = options.now ?? Date.now;
  return {
    async consume(rule, subject) {
      const windowMs = rule.windowSeconds * 1000;
      const current = now();
      const windowStart = new Date(Math.floor(current / windowMs) * windowMs);
      const key = `${rule.name}:${options.hashSubject(subject)}`;
      const count = await incrementCounter(db, key, windowStart);
      if (count > rule.max) {
        const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - current) / 1000);
        throw new RateLimitedError(retryAfterSeconds, rule.message);
      }
      return { refund: () => addToCounter(db, key, windowStart, -1) };
    },
  };
}

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, please try again later.',
  ) {
    super('rate_limited', message);
  }
}
