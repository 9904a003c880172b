import { domainRecords, mailboxConnections, users, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxProvider, MessageMetadata, SenderTotal } from '../mailbox-providers/provider';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { registrableDomainOf } from './classify-sender';
import { aggregatePage } from './aggregate-page';
import { OwnAddresses } from './own-addresses';
import { fillSamples } from './sample-fill';
import { runScanSlice } from './scan.service';
import { syntheticMailbox } from '#testing/synthetic-provider';

const KEY = Buffer.alloc(32, 5);
const mailbox = syntheticMailbox();
const newestFirst = (a: MessageMetadata, b: MessageMetadata) => b.date.getTime() - a.date.getTime();

/** The mail of each company domain of the synthetic mailbox, newest first. */
function mailByDomain(): Map<string, MessageMetadata[]> {
  const byDomain = new Map<string, MessageMetadata[]>();
  for (const message of [...mailbox].sort(newestFirst)) {
    const domain = registrableDomainOf(message.fromAddress)!;
    if (domain === 'gmail.com') continue;
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), message]);
  }
  return byDomain;
}

/**
 * A provider that counts like Gmail's sweep (one page of sender totals holding only each
 * company's newest and oldest message) and reads samples from the synthetic mailbox.
 */
function countingProvider(options: { failReadOf?: string; readNothing?: boolean } = {}) {
  const reads: string[] = [];
  const provider: MailboxProvider = {
    id: 'demo',
    async scan() {
      const senderTotals: SenderTotal[] = [...mailByDomain()].map(([domain, mail]) => ({
        sender: domain,
        count: mail.length,
        first: mail.at(-1)!.date,
        last: mail[0]!.date,
        samples: [mail[0]!, mail.at(-1)!],
      }));
      return {
        messages: [],
        senderTotals,
        cursor: null,
        syncCursor: { done: true },
        progress: 100,
      };
    },
    async readSamples(_access, domain, limit) {
      reads.push(domain);
      if (domain === options.failReadOf) throw new Error('worker died');
      if (options.readNothing) return [];
      return (mailByDomain().get(domain) ?? []).slice(0, limit);
    },
    async send() {
      return { providerMessageId: 'counting' };
    },
    async revoke() {},
  };
  return { provider, reads };
}

describe.each(testDatabases())('filling samples after a scan on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let sequence = 0;
  beforeAll(async () => {
    database = await testDatabase.open();
    await database.db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
  });
  afterAll(() => database.close());

  const depsOf = (provider: MailboxProvider) => ({
    db: database.db,
    secretKey: KEY,
    providers: createProviderRegistry([provider]),
  });

  async function scannedConnection(provider: MailboxProvider) {
    const [connection] = await database.db
      .insert(mailboxConnections)
      .values({ userId: 'u1', provider: 'demo', address: `box${sequence++}@example.com` })
      .returning();
    expect(await runScanSlice(depsOf(provider), connection!.id)).toBe('complete');
    return connection!;
  }

  async function samplesOf(connectionId: string) {
    const rows = await database.db
      .select()
      .from(domainRecords)
      .where(eq(domainRecords.connectionId, connectionId));
    return Object.fromEntries(rows.map((row) => [row.domain, row.samples]));
  }

  /** Runs fills as the job does, each after the last, until one says it is done. */
  async function fillAll(provider: MailboxProvider, connectionId: string, after: string | null) {
    for (let batches = 1; ; batches += 1) {
      const outcome = await fillSamples(depsOf(provider), connectionId, after, 10);
      if (outcome.done) return batches;
      after = outcome.after;
    }
  }

  const expectedSamples = () =>
    Object.fromEntries(
      [...aggregatePage(mailbox, new OwnAddresses(['me@example.com']))].map(
        ([domain, { samples }]) => [domain, samples],
      ),
    );

  it('reads the samples a counting scan left out, ten newest each, once per company', async () => {
    const { provider, reads } = countingProvider();
    const connection = await scannedConnection(provider);
    const scanned = await samplesOf(connection.id);
    expect(Object.values(scanned).every((samples) => samples.length === 2)).toBe(true);

    const batches = await fillAll(provider, connection.id, null);

    const companies = mailByDomain().size;
    expect(batches).toBe(Math.ceil(companies / 10) + (companies % 10 === 0 ? 1 : 0));
    expect(reads.sort()).toEqual([...mailByDomain().keys()].sort());
    expect(await samplesOf(connection.id)).toEqual(expectedSamples());

    reads.length = 0;
    expect(await fillSamples(depsOf(provider), connection.id, null)).toEqual({ done: true });
    expect(reads).toEqual([]);
  });

  it('tries each company once when its search finds less than its count, and ends', async () => {
    const { provider, reads } = countingProvider({ readNothing: true });
    const connection = await scannedConnection(provider);

    await fillAll(provider, connection.id, null);

    expect(reads.sort()).toEqual([...mailByDomain().keys()].sort());
    const samples = await samplesOf(connection.id);
    expect(Object.values(samples).every((kept) => kept.length === 2)).toBe(true);
  });

  it('goes on after a worker died mid-fill and keeps every sample once', async () => {
    const domains = [...mailByDomain().keys()].sort();
    const dying = countingProvider({ failReadOf: domains[12] });
    const connection = await scannedConnection(dying.provider);
    const first = await fillSamples(depsOf(dying.provider), connection.id, null, 10);
    expect(first).toEqual({ done: false, after: domains[9] });
    await expect(
      fillSamples(depsOf(dying.provider), connection.id, domains[9]!, 10),
    ).rejects.toThrow('worker died');

    const { provider } = countingProvider();
    // The job is retried with the payload it had; a second full pass changes nothing either.
    await fillAll(provider, connection.id, domains[9]!);
    await fillAll(provider, connection.id, null);

    expect(await samplesOf(connection.id)).toEqual(expectedSamples());
  });

  it('reads again a domain judged a person’s from its newest and oldest mail alone', async () => {
    const note = (fromAddress: string, fromName: string, day: number, headers: string[] = []) => ({
      ...mailbox[0]!,
      id: `${fromAddress}-${day}`,
      fromAddress,
      fromName,
      subject: `Day ${day}`,
      date: new Date(Date.UTC(2024, 0, day)),
      mailerHeaders: headers,
    });
    // acme.example: an employee wrote first and last, the company's newsletter came between.
    const acme = [
      note('jonas.weber@acme.example', 'Jonas Weber', 20),
      note('news@acme.example', 'ACME', 10, ['list-unsubscribe']),
      note('jonas.weber@acme.example', 'Jonas Weber', 1),
    ];
    const berg = [
      note('anna.berg@berg-family.example', 'Anna Berg', 15),
      note('anna.berg@berg-family.example', 'Anna Berg', 5),
      note('anna.berg@berg-family.example', 'Anna Berg', 2),
    ];
    const said = [
      note('kim.lee@lee.example', 'Kim Lee', 9),
      note('offers@lee.example', 'Lee Shop', 8, ['list-unsubscribe']),
      note('kim.lee@lee.example', 'Kim Lee', 3),
    ];
    const byDomain = new Map([
      ['acme.example', acme],
      ['berg-family.example', berg],
      ['lee.example', said],
    ]);
    const reads: string[] = [];
    const provider: MailboxProvider = {
      ...countingProvider().provider,
      async scan() {
        const senderTotals = [...byDomain].map(([domain, mail]) => ({
          sender: domain,
          count: mail.length,
          first: mail.at(-1)!.date,
          last: mail[0]!.date,
          samples: [mail[0]!, mail.at(-1)!],
        }));
        return { messages: [], senderTotals, cursor: null, progress: 100 };
      },
      async readSamples(_access, domain, limit) {
        reads.push(domain);
        return (byDomain.get(domain) ?? []).slice(0, limit);
      },
    };
    const connection = await scannedConnection(provider);
    const kinds = async () => {
      const rows = await database.db
        .select()
        .from(domainRecords)
        .where(eq(domainRecords.connectionId, connection.id));
      return Object.fromEntries(
        rows.map((row) => [row.domain, [row.tile, row.samples.map((sample) => sample.from)]]),
      );
    };
    expect(await kinds()).toEqual({
      'acme.example': ['person', []],
      'berg-family.example': ['person', []],
      'lee.example': ['person', []],
    });
    // The person said lee.example is a person: the fill leaves it alone.
    await database.db
      .update(domainRecords)
      .set({ kindCorrection: 'person' })
      .where(eq(domainRecords.domain, 'lee.example'));

    await fillAll(provider, connection.id, null);

    expect(reads.sort()).toEqual(['acme.example', 'berg-family.example']);
    expect(await kinds()).toEqual({
      'acme.example': ['pending', ['news@acme.example']],
      'berg-family.example': ['person', []],
      'lee.example': ['person', []],
    });
  });
});
