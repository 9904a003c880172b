import { FaultScript, type FaultKind, type FaultStorm } from './fault-script.js';
import { createRateWindow, type RateWindow } from './rate-window.js';

export type { ErrorFault, FaultKind, FaultStorm } from './fault-script.js';

/** One request as the emulator saw it, for tests that check how a client paced itself. */
export interface TrafficEntry {
  /** The quota name of the method (`messages.list`). */
  method: string;
  /** Milliseconds since the epoch, by the emulator's clock. */
  arrivedAt: number;
  /** When the answer left, or the client hung up before it; null while the request is held. */
  endedAt: number | null;
  /** Null when the client hung up before the answer (on a stall). */
  status: number | null;
  /** What the answer's `Retry-After` asked for, in seconds. */
  retryAfterSeconds: number | null;
}

/** An arrived request: the failure due for it, and where its end is recorded. */
export interface Arrival {
  fault: FaultKind | undefined;
  /** Records the answer's status and `Retry-After`; null when the client hung up unanswered. */
  ended(reply: { status: number; headers?: Record<string, string> } | null): void;
}

// A long run (the emulators' command line) keeps only the latest requests of each user.
const MAX_LOGGED = 20_000;

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
  faults: FaultScript;
  log: TrafficEntry[];
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

  /** Records that an authenticated request for `method` arrived, with the failure due, if any. */
  arrive(email: string, method: string): Arrival {
    const user = this.user(email);
    const now = this.clock();
    user.stats.requests += 1;
    user.stats.startedAt ??= new Date(now);
    user.stats.lastAt = new Date(now);
    const fault = user.faults.next();
    if (fault === '429') user.stats.rateLimited += 1;
    const entry: TrafficEntry = {
      method,
      arrivedAt: now,
      endedAt: null,
      status: null,
      retryAfterSeconds: null,
    };
    if (user.log.push(entry) > MAX_LOGGED) user.log.shift();
    return {
      fault,
      ended: (reply) => {
        const retryAfter = Object.entries(reply?.headers ?? {}).find(
          ([name]) => name.toLowerCase() === 'retry-after',
        )?.[1];
        entry.endedAt = this.clock();
        entry.status = reply?.status ?? null;
        entry.retryAfterSeconds = retryAfter === undefined ? null : Number(retryAfter);
      },
    };
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
    this.user(email).faults.failNext(kind, times);
  }

  /** Fails a share of the requests of `email` from now on, until `clearFailures(email)`. */
  storm(email: string, storm: FaultStorm): void {
    this.user(email).faults.startStorm(storm);
  }

  /**
   * Revokes the grant of `email` once `afterRequests` more requests were served, as when the
   * person withdraws access at the provider: from then every request is answered 401 (its access
   * token is no longer honoured) and a refresh `invalid_grant`, until `clearFailures(email)`.
   */
  revokeGrant(email: string, afterRequests = 0): void {
    this.user(email).faults.revokeGrant(afterRequests);
  }

  /** Drops scripted failures and storms, and restores a revoked grant. */
  clearFailures(email: string): void {
    this.user(email).faults.clear();
  }

  /**
   * 'invalid_grant' once a test revoked the user's grant (`failNext(email, 'invalid_grant')`, or
   * `revokeGrant` once it took effect), until `clearFailures(email)`: what the token endpoint
   * should answer a refresh with.
   */
  tokenFailureFor(email: string): 'invalid_grant' | null {
    return this.users.get(email.toLowerCase())?.faults.isGrantRevoked ? 'invalid_grant' : null;
  }

  /** The requests of `email` since the last `resetStats`, oldest first (the latest 20,000). */
  traffic(email: string): TrafficEntry[] {
    return this.user(email).log.map((entry) => ({ ...entry }));
  }

  stats(email: string): TrafficStats {
    const { stats } = this.user(email);
    return { ...stats, byMethod: { ...stats.byMethod } };
  }

  /** Zeroes the counters, the log and the rate window of `email`; scripted failures stay. */
  resetStats(email: string): void {
    const user = this.user(email);
    user.stats = { ...emptyStats(), inFlight: user.stats.inFlight };
    user.window = this.createWindow();
    user.log = [];
  }

  private user(email: string): UserTraffic {
    const key = email.toLowerCase();
    let user = this.users.get(key);
    if (!user) {
      const faults = new FaultScript();
      user = { stats: emptyStats(), window: this.createWindow(), faults, log: [] };
      this.users.set(key, user);
    }
    return user;
  }

  private createWindow(): RateWindow {
    return createRateWindow(this.limits.unitsPerWindow, this.limits.windowMs, this.clock);
  }
}
