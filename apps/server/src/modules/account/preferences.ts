import type { Preferences } from '@reclaim/contract';
import { personPreferences, type Database } from '@reclaim/db';
import { eq } from 'drizzle-orm';

/** `_getPreferences`: what the person said they prefer; nothing said yet reads as nulls. */
export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ residence: personPreferences.residence })
    .from(personPreferences)
    .where(eq(personPreferences.userId, userId));
  return { residence: row?.residence ?? null };
}

/** `_updatePreferences`: keeps where the person lives (null forgets it). */
export async function updatePreferences(
  db: Database,
  userId: string,
  preferences: Preferences,
  now: Date,
): Promise<Preferences> {
  const [saved] = await db
    .insert(personPreferences)
    .values({ userId, residence: preferences.residence, updatedAt: now })
    .onConflictDoUpdate({
      target: personPreferences.userId,
      set: { residence: preferences.residence, updatedAt: now },
    })
    .returning({ residence: personPreferences.residence });
  return { residence: saved?.residence ?? null };
}
