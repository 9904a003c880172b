import { feedback, outboxMessages, users, verifications, type Database } from '@reclaim/db';
import { eq, inArray, sql } from 'drizzle-orm';

/**
 * Deletes the user and, in the same transaction, every row that names them without pointing at
 * their user row: feedback they sent signed out with their address, codes mailed to them, and
 * their mail in the local outbox. Sessions, identity accounts, mailboxes and everything found in
 * them cascade from the user row.
 */
export async function deleteUserAndTraces(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (!deleted) return false;
    const email = deleted.email.toLowerCase();
    await tx.delete(feedback).where(eq(sql`lower(${feedback.email})`, email));
    // The identity service files mailed codes as `<purpose>-otp-<address>`.
    await tx
      .delete(verifications)
      .where(
        inArray(verifications.identifier, [
          `email-verification-otp-${email}`,
          `forget-password-otp-${email}`,
        ]),
      );
    await tx.delete(outboxMessages).where(eq(sql`lower(${outboxMessages.recipient})`, email));
    return true;
  });
}
