import { createRandom, type Random } from './prng.js';

/**
 * A failure answered at once: `401` an access token no longer honoured (the client should
 * refresh), `429` throttling, `500`/`503` a server fault, `invalid_grant` a revoked grant (the
 * ledger's `tokenFailureFor` says so to the token endpoint).
 */
export type ErrorFault = '401' | '429' | '500' | '503' | 'invalid_grant';

/**
 * A failure a test asks for: an {@link ErrorFault}, or `stall`, an answer held back until the
 * client hangs up (or the emulator's `stallMs` passed, when it is answered as usual).
 */
export type FaultKind = ErrorFault | 'stall';

/**
 * A seeded storm of failures: each request fails with probability `share`, with a kind drawn
 * from `kinds`. The same seed fails the same requests, counted in order of arrival.
 */
export interface FaultStorm {
  seed: number | string;
  share: number;
  kinds: readonly FaultKind[];
}

/**
 * The failures scripted for one user, in this order: a revocation that took effect fails every
 * request, then failures asked for one by one, then the storm's draws.
 */
export class FaultScript {
  private readonly queued: FaultKind[] = [];
  private storm: { share: number; kinds: readonly FaultKind[]; random: Random } | null = null;
  /** Requests still served before a revocation takes effect; null when none is due. */
  private revokeIn: number | null = null;
  /** The grant is revoked: a refresh must be answered `invalid_grant`. */
  isGrantRevoked = false;

  /** The failure due for the request that just arrived, if any. */
  next(): FaultKind | undefined {
    if (this.revokeIn !== null && this.revokeIn-- <= 0) {
      this.isGrantRevoked = true;
      return '401';
    }
    const queued = this.queued.shift();
    if (queued || !this.storm) return queued;
    const { random, share, kinds } = this.storm;
    return random.chance(share) ? random.pick(kinds) : undefined;
  }

  failNext(kind: FaultKind, times: number): void {
    for (let count = 0; count < times; count += 1) this.queued.push(kind);
    // The grant counts as revoked at once, so that a refresh racing the request fails too.
    if (kind === 'invalid_grant') this.isGrantRevoked = true;
  }

  startStorm(storm: FaultStorm): void {
    const { share, kinds } = storm;
    this.storm = { share, kinds: [...kinds], random: createRandom(storm.seed) };
  }

  revokeGrant(afterRequests: number): void {
    this.revokeIn = afterRequests;
  }

  clear(): void {
    this.queued.length = 0;
    this.storm = null;
    this.revokeIn = null;
    this.isGrantRevoked = false;
  }
}
