import { rateLimitCounters, type Database } from '@reclaim/db';
import { and, eq, gt, sql } from 'drizzle-orm';

/**
 * A limit on units within a window that every process of the server shares, such as a Google
 * Cloud project's Gmail quota across all its users (units a minute) or Microsoft Graph's limit of
 * one app across all tenants (requests in 10 s).
 */
export interface SharedBudget {
  /** Waits until `units` fit the window's budget across every process, then counts them. */
  take(units: number): Promise<void>;
}

/**
 * The window is counted in six slices (stored as counters, `rate_limit_counters`), so any span as
 * long as the window meets at most seven: the current one and the six before it. Their sum is what
 * a new request must fit beside, so that no span of the window ever holds more than the budget.
 */
const SLICES_PER_WINDOW = 6;
const SLICES_COUNTED = SLICES_PER_WINDOW + 1;
/**
 * Units a process takes from the database at a time (a hundredth of a smaller budget): a few
 * requests' worth, so that the units it gives up when a slice ends are a sliver of the budget
 * however many processes there are (200 a slice is 1,200 a minute, 0.1 % of Gmail's default).
 */
const MOST_TAKEN_AHEAD = 200;

/**
 * The budget of `unitsPerWindow` in any `windowMs` (a minute unless said), held in the database
 * under `key`. A process takes units from
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
    unitsPerWindow: number;
    windowMs?: number;
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
  },
): SharedBudget {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const { unitsPerWindow } = options;
  const sliceMs = Math.ceil((options.windowMs ?? 60_000) / SLICES_PER_WINDOW);
  const share = Math.max(1, Math.min(MOST_TAKEN_AHEAD, Math.floor(unitsPerWindow / 100)));
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
            gt(rateLimitCounters.windowStart, new Date(sliceStart - SLICES_COUNTED * sliceMs)),
          ),
        );
      const room = unitsPerWindow - (row?.spent ?? 0);
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
      const sliceStart = Math.floor(current / sliceMs) * sliceMs;
      if (prepaid.sliceStart !== sliceStart) prepaid = { sliceStart, units: 0 };
      if (prepaid.units >= units) {
        prepaid.units -= units;
        return;
      }
      const taken = await takeFromDatabase(units, sliceStart);
      if (now() >= sliceStart + sliceMs) continue; // the slice ended meanwhile: its units are gone
      if (taken > 0) {
        prepaid.units += taken - units;
        return;
      }
      // The oldest slice counted leaves the minute when this one ends.
      await sleep(sliceStart + sliceMs - now());
    }
  };

  return {
    take(units) {
      // A request dearer than the whole budget could never go: it goes when the minute is empty.
      const wanted = Math.min(units, unitsPerWindow);
      const taking = queue.then(() => takeNow(wanted));
      queue = taking.catch(() => {});
      return taking;
    },
  };
}
