import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * App mail (sign-up and reset codes) kept locally when no SMTP server is configured, so a person
 * trying Reclaim offline can read their code. Never used when SMTP_URL is set.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** The HTML part of a letter the demo mailbox sent; app mail is plain text only. */
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt)],
);

export const feedback = pgTable('feedback', {
  id: uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: text().references(() => users.id, { onDelete: 'cascade' }),
  email: text(),
  rating: smallint(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters for rate limits. One row per (key, window start); the increment is a
 * single upsert, so concurrent requests, in one process or many, cannot slip past the limit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * What one server process spent of a mailbox's API quota in the last window, and whether the
 * provider asked it to wait: each process writes its own row and counts the others' before it
 * calls, so that together they keep the mailbox's per-user limit (`gate-ledger.ts`).
 */
export const quotaLedgers = pgTable(
  'quota_ledgers',
  {
    key: text().notNull(),
    process: text().notNull(),
    /** `[units, answered at (ms since the epoch)]` pairs, oldest first. */
    charges: jsonb().$type<[number, number][]>().notNull(),
    heldUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.process] })],
);

/**
 * When each lane of a job queue (one mailbox's e-mails to send) last had a job started: a queue
 * with lanes takes its next job from the lane that waited longest, so one person's bulk of
 * requests takes turns with everyone else's instead of going first in full.
 */
export const jobLanes = pgTable(
  'job_lanes',
  {
    queue: text().notNull(),
    lane: text().notNull(),
    lastStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.queue, table.lane] })],
);

/**
 * What a person prefers, kept with their account: where they live (an ISO 3166 code, `DE` or
 * `US-TX`), which chooses the law their requests are written under unless they pick another.
 */
export const personPreferences = pgTable('person_preferences', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  residence: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
