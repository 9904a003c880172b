import { desc, lt, sql } from 'drizzle-orm';
import { outboxMessages, type Database } from '@reclaim/db';

export interface OutboxMessageInput {
  recipient: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text`, when the message has one. */
  html?: string;
}

export async function insertOutboxMessage(db: Database, message: OutboxMessageInput) {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  return row!;
}

export function listOutboxMessages(db: Database, limit: number) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
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
