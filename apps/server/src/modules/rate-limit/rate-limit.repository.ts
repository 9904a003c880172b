import { rateLimitCounters, type Database } from '@reclaim/db';
import { and, eq, lt, sql } from 'drizzle-orm';

/** Adds one hit to the counter of (key, window) and returns the new count, atomically. */
export async function incrementCounter(db: Database, key: string, windowStart: Date) {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

/** Moves an existing counter by `delta` in one statement (a refund is -1). */
export async function addToCounter(db: Database, key: string, windowStart: Date, delta: number) {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} + ${delta}, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}

export async function deleteCountersBefore(db: Database, before: Date) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
}
