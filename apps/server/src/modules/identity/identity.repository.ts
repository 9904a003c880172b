import { randomUUID } from 'node:crypto';
import {
  accounts,
  outboxMessages,
  sessions,
  users,
  verifications,
  type Database,
} from '@reclaim/db';
import { and, eq, inArray, lt, ne, notExists, sql } from 'drizzle-orm';

/** The identity service's provider id of an e-mail + password sign-in. */
const CREDENTIAL_PROVIDER_ID = 'credential';
/** Every kind of code the identity service mails, filed as `<kind>-otp-<address>`. */
const CODE_KINDS = ['email-verification', 'forget-password', 'sign-in'] as const;

/** The id of the account with this address, if there is one. */
export async function userIdWithEmail(db: Database, email: string): Promise<string | undefined> {
  return (await findUserByEmail(db, email))?.id;
}

/** The account with this address and whether its owner has proved the address. */
export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<{ id: string; emailVerified: boolean } | undefined> {
  const rows = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0];
}

/** What a new sign-up for an address nobody has proved writes over the account's old one. */
export interface PendingSignUp {
  email: string;
  name: string;
  passwordHash: string;
  /** The new sign-up code, as the identity service stores it (`<hash>:<attempts>`). */
  codeValue: string;
  codeExpiresAt: Date;
}

/**
 * Writes a new sign-up over the account of an address nobody has proved, in one transaction that
 * holds the account's row: the name and password become the new ones, every code mailed to the
 * address before is deleted and the new code filed. Concurrent sign-ups take turns, so the
 * account always ends with the name, password and code of one and the same sign-up. Sessions and
 * Google or Microsoft sign-ins on it are left to the proof of the address (`stripUnprovenAccess`).
 * Answers `verified` and changes nothing when the address was proved meanwhile, `absent` when
 * the account is gone.
 */
export async function replacePendingSignUp(
  db: Database,
  signUp: PendingSignUp,
): Promise<'replaced' | 'verified' | 'absent'> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, signUp.email))
      .for('update');
    if (!user) return 'absent';
    if (user.emailVerified) return 'verified';
    const now = new Date();
    // A new sign-up starts the account's day anew: the purge of unconfirmed accounts counts from it.
    await tx
      .update(users)
      .set({ name: signUp.name, image: null, createdAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    const updated = await tx
      .update(accounts)
      .set({ password: signUp.passwordHash, updatedAt: now })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, CREDENTIAL_PROVIDER_ID)))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({
        id: randomUUID(),
        userId: user.id,
        accountId: user.id,
        providerId: CREDENTIAL_PROVIDER_ID,
        password: signUp.passwordHash,
      });
    }
    await tx.delete(verifications).where(inArray(verifications.identifier, codeIds(signUp.email)));
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: `email-verification-otp-${signUp.email}`,
      value: signUp.codeValue,
      expiresAt: signUp.codeExpiresAt,
    });
    return 'replaced';
  });
}

/**
 * Ends what an account gathered before anyone proved its address: its sessions, and every Google
 * or Microsoft sign-in joined to it (a provider that had proved the address would have marked it
 * proved). Called when a mailed code proves the address, before the account opens to its owner.
 */
export async function stripUnprovenAccess(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .delete(accounts)
      .where(and(eq(accounts.userId, userId), ne(accounts.providerId, CREDENTIAL_PROVIDER_ID)));
  });
}

/**
 * Deletes the password sign-ups nobody confirmed since `before`, with everything tied to them
 * (their password, codes and mail). An unconfirmed account that a Google or Microsoft sign-in
 * made is someone's working account, and stays. Answers how many were deleted.
 */
export async function deleteUnconfirmedSignUps(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(users)
      .where(
        and(
          eq(users.emailVerified, false),
          lt(users.createdAt, before),
          notExists(
            tx
              .select({ id: accounts.id })
              .from(accounts)
              .where(
                and(eq(accounts.userId, users.id), ne(accounts.providerId, CREDENTIAL_PROVIDER_ID)),
              ),
          ),
        ),
      )
      .returning({ email: users.email });
    const emails = deleted.map((user) => user.email.toLowerCase());
    if (emails.length > 0) {
      await tx
        .delete(verifications)
        .where(inArray(verifications.identifier, emails.flatMap(codeIds)));
      await tx
        .delete(outboxMessages)
        .where(inArray(sql`lower(${outboxMessages.recipient})`, emails));
    }
    return deleted.length;
  });
}

function codeIds(email: string): string[] {
  return CODE_KINDS.map((kind) => `${kind}-otp-${email}`);
}
