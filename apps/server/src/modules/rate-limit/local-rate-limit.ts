import { RateLimitedError } from './rate-limiter';

/** Subjects counted at once; past this the stale go first, then the oldest. */
const DEFAULT_MAX_SUBJECTS = 50_000;

export interface LocalRateLimit {
  /** Counts one hit of `subject`; throws a rate_limited AppError (with Retry-After) past the limit. */
  consume(subject: string): void;
  /** Takes back a hit of `subject` counted in the current window: it turned out not to count. */
  refund(subject: string): void;
}

interface Counter {
  window: number;
  hits: number;
}

/**
 * A fixed-window limit counted in this process's memory: no database write, for calls too
 * frequent to pay one each (decision 43). Each web process counts on its own, so N processes let
 * N times the limit through. The counters are bounded: when `maxSubjects` are counted, those of
 * past windows are dropped, then the oldest; a flood of new subjects can reset others' counts,
 * never grow the memory.
 */
export function createLocalRateLimit(options: {
  max: number;
  windowSeconds: number;
  maxSubjects?: number;
  now?: () => number;
}): LocalRateLimit {
  const windowMs = options.windowSeconds * 1000;
  const maxSubjects = options.maxSubjects ?? DEFAULT_MAX_SUBJECTS;
  const now = options.now ?? Date.now;
  /** In the order of their windows: a counter moves to the end when its window starts. */
  const counters = new Map<string, Counter>();

  const makeRoom = (window: number) => {
    for (const [subject, counter] of counters) {
      if (counter.window === window && counters.size < maxSubjects) return;
      counters.delete(subject);
    }
  };

  return {
    consume(subject) {
      const current = now();
      const window = Math.floor(current / windowMs);
      let counter = counters.get(subject);
      if (counter?.window !== window) {
        counters.delete(subject);
        makeRoom(window);
        counters.set(subject, (counter = { window, hits: 0 }));
      }
      counter.hits += 1;
      if (counter.hits > options.max) {
        throw new RateLimitedError(Math.ceil(((window + 1) * windowMs - current) / 1000));
      }
    },
    refund(subject) {
      const counter = counters.get(subject);
      if (counter?.window === Math.floor(now() / windowMs)) counter.hits -= 1;
    },
  };
}
