import type { ReferralMedium } from '@reclaim/contract';
import { referralVisits, users, type Database } from '@reclaim/db';
import { count, eq, sql } from 'drizzle-orm';

/**
 * Records a visit through the link of `referrerId`, if that person still has an account: a link
 * outlives its account, and the insert only takes rows the select finds. True when recorded.
 */
export async function insertVisitOfExistingUser(
  db: Database,
  referrerId: string,
  medium: ReferralMedium,
): Promise<boolean> {
  const rows = await db
    .insert(referralVisits)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          referrerId: users.id,
          medium: sql<ReferralMedium>`${medium}`.as('medium'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(users)
        .where(eq(users.id, referrerId)),
    )
    .returning({ id: referralVisits.id });
  return rows.length > 0;
}

export async function countVisits(db: Database, referrerId: string): Promise<number> {
  const [row] = await db
    .select({ visits: count() })
    .from(referralVisits)
    .where(eq(referralVisits.referrerId, referrerId));
  return row?.visits ?? 0;
}
