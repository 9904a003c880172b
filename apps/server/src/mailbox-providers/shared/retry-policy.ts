/** Attempts of one request that fails with 5xx or a network error, the first included. */
export const MAX_ATTEMPTS = 5;
/** 429 answers one request may wait out before the scan gives up and its job is retried. */
export const MAX_THROTTLED = 10;
/**
 * How long one attempt may take, answer and body, before it counts as a network error. Without
 * it a request the API never answers holds the scan until the job expires (15 minutes).
 */
export const REQUEST_TIMEOUT_MS = 30_000;

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 16_000;

/**
 * Delay before retry `attempt` (1 for the first retry): exponential with full jitter, so that
 * workers that failed together do not come back together.
 */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Milliseconds a `Retry-After` header asks for (seconds or an HTTP date); 1 s when absent. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return 1000;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
