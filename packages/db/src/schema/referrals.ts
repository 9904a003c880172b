import type { ReferralMedium } from '@reclaim/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * One visit to the landing page through a person's referral link (refer a friend). Nothing about
 * the visitor is kept, not even their address: only whose link it was, where it was shared, and
 * when. The rows go with the referrer's account.
 */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    referrerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medium: text().$type<ReferralMedium>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.referrerId)],
);
