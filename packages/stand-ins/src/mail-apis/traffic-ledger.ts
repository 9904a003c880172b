import { createRateWindow, type RateWindow } from './rate-window.js';

/**
 * A failure a test asks for: `401` an access token no longer honoured (the client should refresh),
 * `429` throttling, `500`/`503` a server fault, `invalid_grant` a revoked grant (see
 * {@link TrafficLedger.tokenFailureFor}).
 */
export type FaultKind = '401' | '429' | '500' | '503' | 'invalid_grant';

/** What one user's traffic looked like. */
export interface TrafficStats {
  /** Quota units charged: every admitted request pays its method's cost, whatever its answer. */
  units: number;
  /** Every authenticated request, admitted or not. */
  requests: number;
  inFlight: number;
  maxInFlight: number;
  /** Requests answered 429, by the limits or by {@link FaultKind} '429'. */
  rateLimited: number;
  /** Requests refused for asking for message bodies. */
  refused: number;
  /** Admitted requests per method (`messages.list`, `messages.get`, …). */
  byMethod: Record<string, number>;
  startedAt: Date | null;
  lastAt: Date | null;
}

/** Per-user limits: concurrent requests and units within a sliding window. */
export interface TrafficLimits {
  maxConcurrent: number;
  unitsPerWindow: number;
  windowMs: number;
}

/** Why a request was turned away with 429. */
export type Throttle = { reason: 'concurrency' | 'rate'; retryAfterSeconds: number };

interface UserTraffic {
  stats: TrafficStats;
  window: RateWindow;
  faults: FaultKind[];
  grantRevoked: boolean;
}

const emptyStats = (): TrafficStats => ({
  units: 0,
  requests: 0,
  inFlight: 0,
  maxInFlight: 0,
  rateLimited: 0,
  refused: 0,
  byMethod: {},
  startedAt: null,
  lastAt: null,
});

/** Counts, limits and scripted failures of every user of one emulator. */
export class TrafficLedger {
  private readonly users = new Map<string, UserTraffic>();

  constructor(
    private readonly limits: TrafficLimits,
    private readonly clock: () => number,
  ) {}

  /** Records that an authenticated request arrived and returns the failure scripted for it, if any. */
  arrive(email: string): FaultKind | undefined {
    const user = this.user(email);
    const now = new Date(this.clock());
    user.stats.requests += 1;
    user.stats.startedAt ??= now;
    user.stats.lastAt = now;
    const fault = user.faults.shift();
    if (fault === '429') user.stats.rateLimited += 1;
    return fault;
  }

  /** Admits a request within the limits, or says why not; call `release` when it is answered. */
  admit(email: string, method: string, units: number): { release: () => void } | Throttle {
    const { stats, window } = this.user(email);
    const throttled = (throttle: Throttle) => {
      stats.rateLimited += 1;
      return throttle;
    };
    if (stats.inFlight >= this.limits.maxConcurrent) {
      return throttled({ reason: 'concurrency', retryAfterSeconds: 1 });
    }
    const charge = window.tryCharge(units);
    if (!charge.ok)
      return throttled({ reason: 'rate', retryAfterSeconds: charge.retryAfterSeconds });

    stats.units += units;
    stats.byMethod[method] = (stats.byMethod[method] ?? 0) + 1;
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.user(email).stats.inFlight -= 1;
      },
    };
  }

  markRefused(email: string): void {
    this.user(email).stats.refused += 1;
  }

  /** Scripts the next `times` requests of `email` to fail with `kind`. */
  failNext(email: string, kind: FaultKind, times = 1): void {
    const user = this.user(email);
    for (let count = 0; count < times; count += 1) user.faults.push(kind);
    if (kind === 'invalid_grant') user.grantRevoked = true;
  }

  /** Drops scripted failures and restores a revoked grant. */
  clearFailures(email: string): void {
    const user = this.user(email);
    user.faults.length = 0;
    user.grantRevoked = false;
  }

  /**
   * 'invalid_grant' once a test revoked the user's grant with `failNext(email, 'invalid_grant')`,
   * until `clearFailures(email)`: what the token endpoint should answer a refresh with.
   */
  tokenFailureFor(email: string): 'invalid_grant' | null {
    return this.users.get(email.toLowerCase())?.grantRevoked ? 'invalid_grant' : null;
  }

  stats(email: string): TrafficStats {
    const { stats } = this.user(email);
    return { ...stats, byMethod: { ...stats.byMethod } };
  }

  /** Zeroes the counters and the rate window of `email`; scripted failures stay. */
  resetStats(email: string): void {
    const user = this.user(email);
    user.stats = { ...emptyStats(), inFlight: user.stats.inFlight };
    user.window = this.createWindow();
  }

  private user(email: string): UserTraffic {
    const key = email.toLowerCase();
    let user = this.users.get(key);
    if (!user) {
      user = { stats: emptyStats(), window: this.createWindow(), faults: [], grantRevoked: false };
      this.users.set(key, user);
    }
    return user;
  }

  private createWindow(): RateWindow {
    return createRateWindow(this.limits.unitsPerWindow, this.limits.windowMs, this.clock);
  }
}
