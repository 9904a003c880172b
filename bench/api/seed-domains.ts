import { companies, domainRecords, mailboxConnections, type Database } from '@reclaim/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator, so every run measures the same data. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A mailbox with `count` companies for `userId`: mostly found and pending, a tenth recommended,
 * some marked needed, some with requests under way or done; half of them known to the directory.
 * Answers the mailbox address.
 */
export async function seedMailboxWithDomains(db: Database, userId: string, count: number) {
  const address = 'bench@mail.example';
  const [connection] = await db
    .insert(mailboxConnections)
    .values({ userId, provider: 'demo', address, status: 'completed', scanPercentage: 100 })
    .returning();
  const random = seeded(42);
  const now = Date.now();
  const records = Array.from({ length: count }, (_, index) => {
    const domain = `company-${String(index).padStart(5, '0')}.example`;
    const roll = random();
    const status =
      roll < 0.05 ? 'needed' : roll < 0.08 ? 'initiated' : roll < 0.1 ? 'reclaimed' : 'pending';
    const first = now - Math.floor(random() * 6_000) * DAY_MS;
    const last = Math.min(now, first + Math.floor(random() * 3_000) * DAY_MS);
    const samples = Array.from({ length: 1 + Math.floor(random() * 10) }, (_, n) => ({
      from: `news@${domain}`,
      subject: `Your weekly update number ${n + 1}`,
      date: new Date(last - n * DAY_MS).toISOString(),
    }));
    return {
      connectionId: connection!.id,
      domain,
      status,
      statusDate: status === 'pending' ? null : new Date(now - Math.floor(random() * 90) * DAY_MS),
      firstEmailDate: new Date(first),
      lastEmailDate: new Date(last),
      emailCount: samples.length * 3,
      dsrRecommendation: status === 'pending' && random() < 0.1 ? 1 : 0,
      samples,
    } as const;
  });
  for (let start = 0; start < records.length; start += 500) {
    await db.insert(domainRecords).values(records.slice(start, start + 500));
  }
  const known = records.filter((_, index) => index % 2 === 0);
  for (let start = 0; start < known.length; start += 500) {
    await db
      .insert(companies)
      .values(
        known.slice(start, start + 500).map((record) => ({
          domain: record.domain,
          name: `Company ${record.domain.slice(8, 13)}`,
          url: `https://www.${record.domain}`,
          dsrContactEmail: `privacy@${record.domain}`,
          source: 'datenanfragen' as const,
          isVerified: true,
        })),
      )
      .onConflictDoNothing();
  }
  return address;
}
