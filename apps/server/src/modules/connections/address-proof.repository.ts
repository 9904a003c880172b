import { mailboxConnections, type Database } from '@reclaim/db';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';

/** Files a new code for a connection whose address is not proven yet; its count starts over. */
export async function storeAddressCode(
  db: Database,
  connectionId: string,
  code: { hash: string; expiresAt: Date },
) {
  const [row] = await db
    .update(mailboxConnections)
    .set({
      addressCodeHash: code.hash,
      addressCodeExpiresAt: code.expiresAt,
      addressCodeAttempts: 0,
    })
    .where(and(eq(mailboxConnections.id, connectionId), isNull(mailboxConnections.addressProvedAt)))
    .returning({ id: mailboxConnections.id });
  return row !== undefined;
}

/**
 * Counts one attempt at the connection's live code, in one statement, and answers the count and
 * the code's hash; undefined when no code is live. Concurrent attempts each get their own count,
 * so no more than the limit are ever judged.
 */
export async function countCodeAttempt(db: Database, connectionId: string, now: Date) {
  const [row] = await db
    .update(mailboxConnections)
    .set({ addressCodeAttempts: sql`${mailboxConnections.addressCodeAttempts} + 1` })
    .where(
      and(
        eq(mailboxConnections.id, connectionId),
        isNull(mailboxConnections.addressProvedAt),
        isNotNull(mailboxConnections.addressCodeHash),
        gt(mailboxConnections.addressCodeExpiresAt, now),
      ),
    )
    .returning({
      attempts: mailboxConnections.addressCodeAttempts,
      hash: mailboxConnections.addressCodeHash,
    });
  return row?.hash ? { attempts: row.attempts, hash: row.hash } : undefined;
}

/** Forgets the code `hash`, unless a newer one has replaced it meanwhile. */
export async function dropAddressCode(db: Database, connectionId: string, hash: string) {
  await db
    .update(mailboxConnections)
    .set({ addressCodeHash: null, addressCodeExpiresAt: null })
    .where(
      and(eq(mailboxConnections.id, connectionId), eq(mailboxConnections.addressCodeHash, hash)),
    );
}

/**
 * Marks the address proven with the code `hash`, which is used up; false when that code was used
 * or replaced meanwhile.
 */
export async function markAddressProved(
  db: Database,
  connectionId: string,
  hash: string,
  now: Date,
) {
  const [row] = await db
    .update(mailboxConnections)
    .set({
      addressProvedAt: now,
      addressCodeHash: null,
      addressCodeExpiresAt: null,
      addressCodeAttempts: 0,
      updatedAt: now,
    })
    .where(
      and(eq(mailboxConnections.id, connectionId), eq(mailboxConnections.addressCodeHash, hash)),
    )
    .returning({ id: mailboxConnections.id });
  return row !== undefined;
}
