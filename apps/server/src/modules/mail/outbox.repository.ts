import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import { outboxMessages, type Database } from '@reclaim/db';

export interface OutboxMessageInput {
  recipient: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text`, when the message has one. */
  html?: string;
}

export async function insertOutboxMessage(
  db: Database,
  message: OutboxMessageInput & { createdAt?: Date },
) {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  return row!;
}

/** The newest messages, leaving out a demo company's answer still on its way (dated later). */
export function listOutboxMessages(db: Database, limit: number, now = new Date()) {
  return db
    .select()
    .from(outboxMessages)
    .where(lte(outboxMessages.createdAt, now))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}

export async function deleteOutboxMessagesBefore(db: Database, before: Date) {
  await db.delete(outboxMessages).where(lt(outboxMessages.createdAt, before));
}

/** Whether a message whose first line is `firstLine` is in the outbox. */
export async function hasOutboxMessageStartingWith(db: Database, firstLine: string) {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(sql`split_part(${outboxMessages.text}, E'\\n', 1) = ${firstLine}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * The outbox's messages to `recipient` that had arrived by `now`, newest first: what the demo
 * mailbox has received (a demo company's answers are kept in the outbox, decision 76).
 */
export function listOutboxMessagesTo(db: Database, recipient: string, now: Date) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), lte(outboxMessages.createdAt, now)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(500);
}

/** The newest message delivered to `recipient` whose text holds `needle`, if any. */
export async function findNewestOutboxMessageTo(db: Database, recipient: string, needle: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, recipient),
        sql`strpos(${outboxMessages.text}, ${needle}) > 0`,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row;
}
