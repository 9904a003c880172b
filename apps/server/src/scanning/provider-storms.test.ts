import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { groundTruth, type GeneratedMailbox } from '@reclaim/stand-ins/mail-apis';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { JobQueue } from '../jobs/job-queue';
import { mailboxScanJob } from '../jobs/mailbox-scan.job';
import { GMAIL_MAX_CONCURRENT } from '../mailbox-providers/gmail/gmail.provider';
import { GRAPH_MAX_CONCURRENT } from '../mailbox-providers/microsoft/microsoft.provider';
import type { MailboxProvider } from '../mailbox-providers/provider';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { getConnections } from '../modules/connections/connections.service';
import type { ScanDependencies } from './scan.service';
import {
  mailboxOf as gmailMailboxOf,
  startGmailStand,
  type GmailStand,
} from '#testing/gmail-test-kit';
import {
  mailboxOf as graphMailboxOf,
  startGraphStand,
  type GraphStand,
} from '#testing/microsoft-test-kit';
import {
  requestsBeforeRetryAfter,
  seedConnection,
  settledConnection,
  startScanWorker,
  storedTotals,
} from '#testing/provider-storm-kit';
import { scanAll } from '#testing/scan-pages';

/**
 * A quarter of the calls fail: throttled, a server error, or no answer in time. A scan makes its
 * calls in the same order every run, so the seed fails the same calls each time (and each
 * database sees the same storm); this seed's storms hold every kind.
 */
const STORM = { seed: 'cyclone', share: 0.25, kinds: ['429', '500', '503', 'stall'] as const };
/** How long the client waits for an answer (`REQUEST_TIMEOUT_MS`, 30 s, in production). */
const CLIENT_TIMEOUT_MS = 1_000;
/** How soon after a throttled answer a request may still come that was sent before it was read. */
const GRACE_MS = 250;

const DATABASES = testDatabases().map(({ name }) => name);
const CALM = 'calm@example.com';
const addressOf = (kind: 'storm' | 'revoked', database: string) =>
  `${kind}-${database}@example.com`;
const ADDRESSES = [
  CALM,
  ...DATABASES.flatMap((d) => [addressOf('storm', d), addressOf('revoked', d)]),
];

const GMAIL_MAILBOX = gmailMailboxOf(3000, 20, 'storm');
const GRAPH_MAILBOX = graphMailboxOf(3000, 40, 'storm');

let gmail: GmailStand;
let graph: GraphStand;
/** The calls a whole scan takes without any failure, by provider. */
const calmCalls = new Map<string, number>();

/**
 * Gmail: 20 senders swept 5 a page (a page is a commit). Graph: the emulator pages 100 messages
 * at a time, so a scan of 3000 is 30 list calls, not 3.
 */
const PROVIDERS = [
  {
    id: 'gmail' as const,
    name: 'Gmail',
    mailbox: GMAIL_MAILBOX,
    includeSpamTrash: false,
    maxConcurrent: GMAIL_MAX_CONCURRENT,
    create: () => gmail.provider({ requestTimeoutMs: CLIENT_TIMEOUT_MS, sendersPerPage: 5 }),
    stand: () => gmail,
    api: () => gmail.gmail,
  },
  {
    id: 'microsoft' as const,
    name: 'Microsoft Graph',
    mailbox: GRAPH_MAILBOX,
    includeSpamTrash: true,
    maxConcurrent: GRAPH_MAX_CONCURRENT,
    create: () => graph.provider({ requestTimeoutMs: CLIENT_TIMEOUT_MS }),
    stand: () => graph,
    api: () => graph.graph,
  },
];
type Provider = (typeof PROVIDERS)[number];

const mailboxesOf = (mailbox: GeneratedMailbox) => new Map(ADDRESSES.map((a) => [a, mailbox]));

beforeAll(async () => {
  gmail = await startGmailStand(mailboxesOf(GMAIL_MAILBOX), {
    unitsPerSecond: 20_000,
    maxConcurrent: 5,
  });
  graph = await startGraphStand(mailboxesOf(GRAPH_MAILBOX), { maxPageSize: 100 });
  for (const provider of PROVIDERS) {
    const access = provider.stand().accessOf(CALM);
    const adapter: MailboxProvider = provider.create();
    await adapter.listAliases!(access);
    await scanAll(adapter, access);
    calmCalls.set(provider.id, provider.api().stats(CALM).requests);
  }
});
afterAll(async () => {
  await gmail?.close();
  await graph?.close();
});

const truthOf = (provider: Provider, address: string) =>
  Object.fromEntries(
    groundTruth(provider.mailbox, {
      includeSpamTrash: provider.includeSpamTrash,
      ownAddress: address,
    }),
  );

// The databases run side by side (each with its own worker); within one, a scan at a time.
describe.concurrent.each(DATABASES)('provider storms on %s', (databaseName) => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  let deps: ScanDependencies;
  beforeAll(async () => {
    database = await testDatabases()
      .find(({ name }) => name === databaseName)!
      .open();
    const providers = createProviderRegistry(PROVIDERS.map((provider) => provider.create()));
    ({ queue, deps } = await startScanWorker(database, providers));
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  /** Connects `address` at `provider` and scans it through the job queue until the scan ends. */
  async function scan(expect: ExpectStatic, provider: Provider, address: string) {
    const credentials = provider.stand().accessOf(address).credentials;
    const seeded = await seedConnection(database.db, {
      provider: provider.id,
      address,
      credentials,
    });
    await queue.send(mailboxScanJob, { connectionId: seeded.connectionId });
    return {
      ...seeded,
      connection: await settledConnection(expect, queue, database.db, seeded.connectionId),
    };
  }

  it.sequential.for(PROVIDERS)(
    '$name: a whole scan through a storm of 429s, 5xx and timeouts completes, exactly',
    async (provider, { expect }) => {
      const address = addressOf('storm', databaseName);
      const api = provider.api();
      api.storm(address, { ...STORM, seed: `${STORM.seed}-${provider.id}` });
      const { connection, connectionId } = await scan(expect, provider, address);
      api.clearFailures(address);

      expect(connection).toMatchObject({
        status: 'completed',
        scanPercentage: 100,
        needsReconnect: false,
      });
      expect(await storedTotals(database.db, connectionId)).toEqual(truthOf(provider, address));
      const traffic = api.traffic(address);
      const failures = new Set(traffic.map((entry) => entry.status).filter((s) => s !== 200));
      expect(failures).toEqual(new Set([429, 500, 503, null]));
      expect(requestsBeforeRetryAfter(traffic, GRACE_MS)).toEqual([]);
      // A quarter failing asks for a third more calls on average; twice the calm scan's is the
      // bound, leaving room for one page read again after the job was retried.
      expect(traffic.length).toBeLessThanOrEqual(2 * calmCalls.get(provider.id)!);
    },
  );

  it.sequential.for(PROVIDERS)(
    '$name: a grant revoked midway ends the scan at its last committed page, asking to reconnect',
    async (provider, { expect }) => {
      const address = addressOf('revoked', databaseName);
      const api = provider.api();
      const refreshes = provider.stand().refreshes;
      api.revokeGrant(address, Math.floor(calmCalls.get(provider.id)! / 2));
      const { connection, connectionId, userId } = await scan(expect, provider, address);
      api.clearFailures(address);

      // The scan ended (no job queued or running) with the mailbox marked, not left pending.
      expect(connection).toMatchObject({ status: 'pending', needsReconnect: true });
      expect(connection.scanPercentage).toBeLessThan(100);
      // Refused, the scan asked the token endpoint, was refused too, and called no more than
      // what was already in flight.
      expect(provider.stand().refreshes).toBeGreaterThan(refreshes);
      const refused = api.traffic(address).filter((entry) => entry.status === 401);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.length).toBeLessThanOrEqual(provider.maxConcurrent);
      expect((await getConnections({ ...deps, queue: undefined }, userId)).connections).toEqual([
        expect.objectContaining({
          emailId: address,
          status: 'pending',
          scanPercentage: connection.scanPercentage,
          needsReconnect: true,
        }),
      ]);
      // What the committed pages counted is part of the truth: nothing twice, nothing made up.
      const truth = truthOf(provider, address);
      const stored = Object.entries(await storedTotals(database.db, connectionId));
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.length).toBeLessThan(Object.keys(truth).length);
      for (const [domain, { count, first, last }] of stored) {
        expect(count).toBeLessThanOrEqual(truth[domain]!.count);
        expect(first.getTime()).toBeGreaterThanOrEqual(truth[domain]!.first.getTime());
        expect(last.getTime()).toBeLessThanOrEqual(truth[domain]!.last.getTime());
      }
    },
  );
});
