import {
  deletionRequests,
  domainRecords,
  mailboxConnections,
  type Database,
  type MailboxProviderId,
} from '@reclaim/db';
import { and, asc, count, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';

export type ConnectionRow = typeof mailboxConnections.$inferSelect;

/** The user's connected mailboxes, oldest first; disconnected ones kept for their requests are not. */
export function listConnectionsOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(mailboxConnections)
    .where(and(eq(mailboxConnections.userId, userId), isNull(mailboxConnections.disconnectedAt)))
    .orderBy(asc(mailboxConnections.createdAt));
}

/** The user's disconnected mailboxes kept for their requests, with how many requests each holds. */
export function listDisconnectedMailboxesOfUser(db: Database, userId: string) {
  return db
    .select({
      address: mailboxConnections.address,
      provider: mailboxConnections.provider,
      settings: mailboxConnections.settings,
      disconnectedAt: mailboxConnections.disconnectedAt,
      requestCount: count(deletionRequests.id),
    })
    .from(mailboxConnections)
    .innerJoin(deletionRequests, eq(deletionRequests.connectionId, mailboxConnections.id))
    .where(and(eq(mailboxConnections.userId, userId), isNotNull(mailboxConnections.disconnectedAt)))
    .groupBy(mailboxConnections.id)
    .orderBy(asc(mailboxConnections.createdAt));
}

/**
 * The caller's mailbox with this address, connected or kept after disconnecting for its
 * requests (see {@link isDisconnected}), or undefined: never another user's. A person has one
 * row per address: connecting it another way is refused, and connecting it again takes the
 * disconnected one back.
 */
export async function findConnectionOfUser(db: Database, userId: string, address: string) {
  const [row] = await db
    .select()
    .from(mailboxConnections)
    .where(and(eq(mailboxConnections.userId, userId), eq(mailboxConnections.address, address)));
  return row;
}

/** The person disconnected the mailbox; it is kept only for the requests sent from it. */
export function isDisconnected(connection: Pick<ConnectionRow, 'disconnectedAt'>) {
  return connection.disconnectedAt !== null;
}

/**
 * Disconnects a mailbox in one transaction. Without requests it is deleted, and with it — by
 * cascade — every company and sample found in it. With requests, what was found goes, except the
 * companies asked and their requests: the mailbox stays, disconnected, with no credentials,
 * cursor or codes, as the person's record of what they asked (decision 59).
 */
export async function retireConnection(db: Database, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const [requests] = await tx
      .select({ count: count() })
      .from(deletionRequests)
      .where(eq(deletionRequests.connectionId, id));
    if (!requests || requests.count === 0) {
      await tx.delete(mailboxConnections).where(eq(mailboxConnections.id, id));
      return;
    }
    await tx.delete(domainRecords).where(
      and(
        eq(domainRecords.connectionId, id),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(deletionRequests)
            .where(eq(deletionRequests.domainRecordId, domainRecords.id)),
        ),
      ),
    );
    // The kept companies keep their status and dates; the e-mails seen are the scan's findings.
    await tx
      .update(domainRecords)
      .set({ samples: [], updatedAt: now })
      .where(eq(domainRecords.connectionId, id));
    await tx
      .update(mailboxConnections)
      .set({
        disconnectedAt: now,
        sealedCredentials: null,
        writePermission: 0,
        needsReconnect: false,
        scanCursor: null,
        status: 'completed',
        scanPercentage: 100,
        addressCodeHash: null,
        addressCodeExpiresAt: null,
        addressCodeAttempts: 0,
        updatedAt: now,
      })
      .where(eq(mailboxConnections.id, id));
  });
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

/**
 * Connects a disconnected mailbox again with a new login (and perhaps another provider): its
 * requests and requested companies are back in it, and a full scan starts from nothing.
 */
export async function reconnectConnection(
  db: Database,
  id: string,
  login: {
    provider: MailboxProviderId;
    sealedCredentials: string;
    settings: Record<string, unknown>;
    writePermission: 0 | 1;
    addressProvedAt?: Date;
  },
) {
  const [row] = await db
    .update(mailboxConnections)
    .set({
      ...login,
      disconnectedAt: null,
      needsReconnect: false,
      status: 'pending',
      scanPercentage: 0,
      scanCursor: null,
      updatedAt: new Date(),
    })
    .where(and(eq(mailboxConnections.id, id), isNotNull(mailboxConnections.disconnectedAt)))
    .returning();
  return row;
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
