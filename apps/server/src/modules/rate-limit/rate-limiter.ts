import type { Database } from '@reclaim/db';
import { AppError } from '../../lib/app-error';
import { incrementCounter } from './rate-limit.repository';

export interface RateLimitRule {
  /** Names the counter; also shown in logs. */
  name: string;
  max: number;
  windowSeconds: number;
  /** What the 429 answer says; a general request to wait when absent. */
  message?: string;
}

export interface RateLimiter {
  /** Counts one hit of `subject` against `rule`; throws a rate_limited AppError past the limit. */
  consume(rule: RateLimitRule, subject: string): Promise<void>;
}

/**
 * Fixed-window limits stored in the database, so they hold across concurrent requests and across
 * every web process sharing the database.
 */
export function createRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  return {
    async consume(rule, subject) {
      const windowMs = rule.windowSeconds * 1000;
      const current = now();
      const windowStart = Math.floor(current / windowMs) * windowMs;
      const count = await incrementCounter(db, `${rule.name}:${subject}`, new Date(windowStart));
      if (count > rule.max) {
        const retryAfterSeconds = Math.ceil((windowStart + windowMs - current) / 1000);
        throw new RateLimitedError(retryAfterSeconds, rule.message);
      }
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
