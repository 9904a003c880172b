import { users, type Database } from '@reclaim/db';
import { eq } from 'drizzle-orm';

export async function hasUserWithEmail(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}
