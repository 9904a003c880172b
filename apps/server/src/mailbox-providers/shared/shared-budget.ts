import { rateLimitCounters, type Database } from '@reclaim/db';
import { and, eq, gt, sql } from 'drizzle-orm';

/**
 * A limit on units a minute that every process of the server shares, such as a Google Cloud
 * project's Gmail quota across all its users.
 */
export interface SharedBudget {
  /** Waits until `units` fit the minute's budget across every process, then counts them. */
  take(units: number): Promise<void>;
}

/** The minute is counted in slices this long, stored as counters (`rate_limit_counters`). */
const SLICE_MS = 10_000;
/**
 * Any 60 s span meets at most seven slices, the current one and the six before it: their sum is
 * what a new request must fit beside, so that no span of 60 s ever holds more than the budget.
 */
const SLICES_COUNTED = 7;
/**
 * Units a process takes from the database at a time (a hundredth of a smaller budget): a few
 * requests' worth, so that the units it gives up when a slice ends are a sliver of the budget
 * however many processes there are (200 a slice is 1,200 a minute, 0.1 % of Gmail's default).
 */
const MOST_TAKEN_AHEAD = 200;

/**
 * The budget of `unitsPerMinute` held in the database under `key`. A process takes units from
 * the database a few requests' worth at a time (or what one request needs) and spends
 * them within the slice it took them in; what is left when the slice ends is given up, never
 * carried into the next, since the database counted it in that slice. Taking is serialized per
 * budget by a transaction-scoped advisory lock, so two processes cannot both see room for the
 * last units.
 */
export function createSharedBudget(
  db: Database,
  options: {
    key: string;
    unitsPerMinute: number;
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
  },
): SharedBudget {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const share = Math.max(1, Math.min(MOST_TAKEN_AHEAD, Math.floor(options.unitsPerMinute / 100)));
  let prepaid = { sliceStart: 0, units: 0 };
  /** One taker at a time in this process: the others wait for what it brings back. */
  let queue: Promise<unknown> = Promise.resolve();

  const takeFromDatabase = async (units: number, sliceStart: number) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${options.key}))`);
      const [row] = await tx
        .select({ spent: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int` })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.key, options.key),
            gt(rateLimitCounters.windowStart, new Date(sliceStart - SLICES_COUNTED * SLICE_MS)),
          ),
        );
      const room = options.unitsPerMinute - (row?.spent ?? 0);
      const taken = Math.min(room, Math.max(units, share));
      if (taken < units) return 0;
      await tx
        .insert(rateLimitCounters)
        .values({ key: options.key, windowStart: new Date(sliceStart), count: taken })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + ${taken}` },
        });
      return taken;
    });

  const takeNow = async (units: number) => {
    for (;;) {
      const current = now();
      const sliceStart = Math.floor(current / SLICE_MS) * SLICE_MS;
      if (prepaid.sliceStart !== sliceStart) prepaid = { sliceStart, units: 0 };
      if (prepaid.units >= units) {
        prepaid.units -= units;
        return;
      }
      const taken = await takeFromDatabase(units, sliceStart);
      if (now() >= sliceStart + SLICE_MS) continue; // the slice ended meanwhile: its units are gone
      if (taken > 0) {
        prepaid.units += taken - units;
        return;
      }
      // The oldest slice counted leaves the minute when this one ends.
      await sleep(sliceStart + SLICE_MS - now());
    }
  };

  return {
    take(units) {
      // A request dearer than the whole budget could never go: it goes when the minute is empty.
      const wanted = Math.min(units, options.unitsPerMinute);
      const taking = queue.then(() => takeNow(wanted));
      queue = taking.catch(() => {});
      return taking;
    },
  };
}
