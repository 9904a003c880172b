/** A sliding window of charges: at most `limit` units within any `windowMs`. */
export interface RateWindow {
  /** Charges `units` when they fit; otherwise returns the seconds until they would. */
  tryCharge(units: number): { ok: true } | { ok: false; retryAfterSeconds: number };
}

/**
 * Creates a sliding window over exact charge times. Google describes its per-user limit as a moving
 * average that allows short bursts: a full window's units may arrive at once, then nothing more
 * until the oldest charges slide out.
 */
export function createRateWindow(limit: number, windowMs: number, clock: () => number): RateWindow {
  const charges: { at: number; units: number }[] = [];
  let head = 0;
  let total = 0;

  const prune = (now: number) => {
    while (head < charges.length && (charges[head] as { at: number }).at <= now - windowMs) {
      total -= (charges[head] as { units: number }).units;
      head += 1;
    }
    if (head > 1024 && head * 2 > charges.length) {
      charges.splice(0, head);
      head = 0;
    }
  };

  return {
    tryCharge(units) {
      const now = clock();
      prune(now);
      if (total + units <= limit) {
        charges.push({ at: now, units });
        total += units;
        return { ok: true };
      }
      let freed = 0;
      let freeAt = now + windowMs;
      for (let index = head; index < charges.length; index += 1) {
        const charge = charges[index] as { at: number; units: number };
        freed += charge.units;
        if (total - freed + units <= limit) {
          freeAt = charge.at + windowMs;
          break;
        }
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    },
  };
}
