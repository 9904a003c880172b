import { users, type Database } from '@reclaim/db';
import { eq } from 'drizzle-orm';

/** Deletes the user; sessions, identity accounts and everything owned cascade with it. */
export async function deleteUserById(db: Database, userId: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}
