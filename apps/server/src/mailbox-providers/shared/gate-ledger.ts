import { randomUUID } from 'node:crypto';
import { quotaLedgers, type Database } from '@reclaim/db';
import { and, eq, gt, ne } from 'drizzle-orm';

/** Units a mailbox was charged for one request, answered at a known time (ms since the epoch). */
export interface AnsweredCharge {
  units: number;
  answeredAt: number;
}

/** What one process tells the others of its traffic to one mailbox. */
export interface GateState {
  charges: AnsweredCharge[];
  /** Until when the provider asked to wait (ms since the epoch), 0 when it did not. */
  heldUntil: number;
}

/**
 * A mailbox's per-user limit kept by every process of the server together: each process writes
 * what it spent within the window and reads what the others did (`quota_ledgers`, a row per
 * mailbox and process).
 */
export interface GateLedger {
  /** Writes this process's state of `key` and returns the other processes' within `windowMs`. */
  exchange(key: string, own: GateState, windowMs: number): Promise<GateState>;
}

/**
 * Charges answered within this span are written as one, at the latest of their times: a mailbox
 * busy for a whole window stays a few hundred pairs, and counting a charge up to 0.1 s longer
 * costs at most a six-hundredth of a minute's quota.
 */
const ROUND_MS = 100;

export function createGateLedger(
  db: Database,
  options: { process?: string; now?: () => number } = {},
): GateLedger {
  const process = options.process ?? randomUUID();
  const now = options.now ?? Date.now;
  return {
    async exchange(key, own, windowMs) {
      const at = now();
      const since = at - windowMs;
      const charges = compact(own.charges.filter(({ answeredAt }) => answeredAt > since));
      const heldUntil = own.heldUntil > at ? new Date(own.heldUntil) : null;
      const mine = and(eq(quotaLedgers.key, key), eq(quotaLedgers.process, process));
      if (charges.length === 0 && !heldUntil) {
        await db.delete(quotaLedgers).where(mine);
      } else {
        const state = { charges, heldUntil, updatedAt: new Date(at) };
        await db
          .insert(quotaLedgers)
          .values({ key, process, ...state })
          .onConflictDoUpdate({ target: [quotaLedgers.key, quotaLedgers.process], set: state });
      }
      // A row not written within the window holds nothing that still counts.
      const others = await db
        .select({ charges: quotaLedgers.charges, heldUntil: quotaLedgers.heldUntil })
        .from(quotaLedgers)
        .where(
          and(
            eq(quotaLedgers.key, key),
            ne(quotaLedgers.process, process),
            gt(quotaLedgers.updatedAt, new Date(since)),
          ),
        );
      return {
        charges: others.flatMap((row) =>
          row.charges
            .filter(([, answeredAt]) => answeredAt > since)
            .map(([units, answeredAt]) => ({ units, answeredAt })),
        ),
        heldUntil: Math.max(0, ...others.map((row) => row.heldUntil?.getTime() ?? 0)),
      };
    },
  };
}

/** `[units, answered at]` pairs, charges of one `ROUND_MS` span added up at its end. */
function compact(charges: readonly AnsweredCharge[]): [number, number][] {
  const bySpan = new Map<number, number>();
  for (const { units, answeredAt } of charges) {
    const end = Math.ceil(answeredAt / ROUND_MS) * ROUND_MS;
    bySpan.set(end, (bySpan.get(end) ?? 0) + units);
  }
  return [...bySpan].sort(([a], [b]) => a - b).map(([end, units]) => [units, end]);
}

/** The side of a mailbox's gate that the ledger needs. */
export interface LedgerGate {
  ownState(): GateState;
  setForeignState(state: GateState): void;
}

/**
 * How long a process trusts what it last heard of the other processes' traffic while it calls:
 * 2 s, or a tenth of a shorter window (Google's legacy limit is per second).
 */
export const freshnessOf = (windowMs: number) => Math.min(2_000, windowMs / 10);

/**
 * Keeps one mailbox's gate in step with the ledger. An operation on the mailbox (a scan page, a
 * send) begins by hearing the others and ends by writing its own state, so a process that takes
 * the mailbox over (another worker running the scan's next slice) counts all that came before;
 * within an operation a call waits for a fresh exchange when the last is older than
 * `freshnessOf(windowMs)`, so traffic of processes working on the mailbox at the same time is
 * counted at most that late. If the database cannot be reached the gate goes on with what it
 * knows, and the next call tries again.
 */
export function followLedger(
  gate: LedgerGate,
  ledger: GateLedger,
  key: string,
  windowMs: number,
  now: () => number = Date.now,
) {
  let heardAt = -Infinity;
  let exchanging: Promise<void> | null = null;
  const exchange = () =>
    (exchanging ??= ledger
      .exchange(key, gate.ownState(), windowMs)
      .then(
        (others) => gate.setForeignState(others),
        () => {},
      )
      .finally(() => {
        heardAt = now();
        exchanging = null;
      }));
  /** Exchanges now, after any exchange under way (which may predate the latest calls). */
  const exchangeNow = async () => {
    if (exchanging) await exchanging;
    await exchange();
  };
  return {
    async beforeCall() {
      if (exchanging) await exchanging;
      else if (now() - heardAt >= freshnessOf(windowMs)) await exchange();
    },
    /** Before an operation: what the others spent, however recently this process heard. */
    begin: exchangeNow,
    /** After an operation: what this process spent, for whoever comes next. */
    publish: exchangeNow,
  };
}

export type LedgerFollower = ReturnType<typeof followLedger>;
