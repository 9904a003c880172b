import { companyLogos, type Database } from '@reclaim/db';
import { eq } from 'drizzle-orm';

export type StoredLogo = typeof companyLogos.$inferSelect;

/** The stored logo or failed attempt of a domain, if any. */
export async function findLogo(db: Database, domain: string): Promise<StoredLogo | undefined> {
  const [row] = await db.select().from(companyLogos).where(eq(companyLogos.domain, domain));
  return row;
}

/** Records the outcome of a fetch, replacing the previous one. */
export async function saveLogo(db: Database, logo: StoredLogo): Promise<void> {
  const { contentType, image, failure, fetchedAt, retryAfter } = logo;
  await db.insert(companyLogos).values(logo).onConflictDoUpdate({
    target: companyLogos.domain,
    set: { contentType, image, failure, fetchedAt, retryAfter },
  });
}
