import { desc, lt } from 'drizzle-orm';
import { outboxMessages, type Database } from '@reclaim/db';

export interface OutboxMessageInput {
  recipient: string;
  subject: string;
  text: string;
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
