import { mailboxConnections, type Database, type MailboxProviderId } from '@reclaim/db';
import { and, asc, eq } from 'drizzle-orm';

export type ConnectionRow = typeof mailboxConnections.$inferSelect;

export function listConnectionsOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(mailboxConnections)
    .where(eq(mailboxConnections.userId, userId))
    .orderBy(asc(mailboxConnections.createdAt));
}

/** The caller's connection with this address, or undefined: never another user's. */
export async function findConnectionOfUser(db: Database, userId: string, address: string) {
  const [row] = await db
    .select()
    .from(mailboxConnections)
    .where(and(eq(mailboxConnections.userId, userId), eq(mailboxConnections.address, address)));
  return row;
}

export async function insertConnection(
  db: Database,
  values: {
    userId: string;
    provider: MailboxProviderId;
    address: string;
    settings?: Record<string, unknown>;
  },
) {
  const [row] = await db.insert(mailboxConnections).values(values).returning();
  return row!;
}

/** Inserts a connection with its sealed credentials; undefined when the mailbox is already there. */
export async function insertSealedConnection(
  db: Database,
  values: {
    id: string;
    userId: string;
    provider: MailboxProviderId;
    address: string;
    writePermission: 0 | 1;
    sealedCredentials: string;
    settings: Record<string, unknown>;
    /** When the provider proved the address; null (the default) asks for a mailed code. */
    addressProvedAt?: Date | null;
  },
) {
  const [row] = await db
    .insert(mailboxConnections)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Stores a new login for a connection and clears its reconnect flag; the findings stay. */
export async function updateConnectionLogin(
  db: Database,
  id: string,
  login: {
    sealedCredentials: string;
    settings: Record<string, unknown>;
    writePermission?: 0 | 1;
    addressProvedAt?: Date;
  },
) {
  const [row] = await db
    .update(mailboxConnections)
    .set({ ...login, needsReconnect: false, updatedAt: new Date() })
    .where(eq(mailboxConnections.id, id))
    .returning();
  return row!;
}

export async function deleteConnectionById(db: Database, id: string) {
  await db.delete(mailboxConnections).where(eq(mailboxConnections.id, id));
}

/** Puts a completed scan back to pending at 0 %; the stored cursor makes the rescan incremental. */
export async function markRescanStarted(db: Database, id: string) {
  await db
    .update(mailboxConnections)
    .set({ status: 'pending', scanPercentage: 0, updatedAt: new Date() })
    .where(eq(mailboxConnections.id, id));
}
