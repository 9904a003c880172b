import { domainRecords, type Database } from '@reclaim/db';
import { eq } from 'drizzle-orm';

/** What a scan stored for one mailbox, per domain, in the shape `aggregatePage` answers. */
export async function storedAggregates(db: Database, connectionId: string) {
  const rows = await db
    .select()
    .from(domainRecords)
    .where(eq(domainRecords.connectionId, connectionId));
  return Object.fromEntries(
    rows.map((r) => [
      r.domain,
      {
        count: r.emailCount,
        first: r.firstEmailDate,
        last: r.lastEmailDate,
        samples: r.samples,
        looksPersonal: r.looksPersonal,
      },
    ]),
  );
}
