import { users, type Database } from '@reclaim/db';
import { eq } from 'drizzle-orm';

/** The id of the account with this address, if there is one. */
export async function userIdWithEmail(db: Database, email: string): Promise<string | undefined> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows[0]?.id;
}
