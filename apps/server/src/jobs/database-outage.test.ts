import { mailboxConnections, users, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { aggregatePage } from '../scanning/aggregate-page';
import { OwnAddresses } from '../scanning/own-addresses';
import { registerJob } from './job-definition';
import { startJobQueue, type JobQueue } from './job-queue';
import { handleMailboxScan } from './mailbox-scan.handler';
import { mailboxScanJob } from './mailbox-scan.job';
import { storedAggregates } from '#testing/stored-aggregates';
import { syntheticMailbox, syntheticProvider } from '#testing/synthetic-provider';

const postgres = testDatabases().find((d) => d.name === 'postgres');
const SIZE = 3000;
const ADDRESS = 'outage@example.com';

/**
 * Every connection to the database is cut in the middle of a scan, as a Postgres restart or a
 * fail-over does (the connections of the worker, its job queue and this test alike; the cluster
 * itself stays up, since other suites share it). The queue's retry picks the scan up again, and
 * the aggregates come out exact.
 */
describe.skipIf(!postgres)('the database lost in the middle of a scan', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await postgres!.open();
    const providers = createProviderRegistry([syntheticProvider({ size: SIZE, pageDelayMs: 40 })]);
    const deps = { db: database.db, secretKey: Buffer.alloc(32, 3), providers };
    queue = await startJobQueue({
      database,
      roles: ['worker'],
      logger: pino({ level: 'silent' }),
      // The scan job as it is, but retried after a second instead of 30, to keep the test short.
      registrations: [
        registerJob({ ...mailboxScanJob, retryDelaySeconds: 1 }, (payload, { send }) =>
          handleMailboxScan(deps, payload, send),
        ),
      ],
    });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  const connectionRow = async (id: string) => {
    const [row] = await database.db
      .select()
      .from(mailboxConnections)
      .where(eq(mailboxConnections.id, id));
    return row!;
  };

  it('resumes after every connection is cut, with exact aggregates', async () => {
    await database.db.insert(users).values({ id: 'outage', name: 'Ada', email: 'ada@example.com' });
    const [connection] = await database.db
      .insert(mailboxConnections)
      .values({ userId: 'outage', provider: 'demo', address: ADDRESS })
      .returning();
    await queue.send(mailboxScanJob, { connectionId: connection!.id });
    await expect
      .poll(async () => (await connectionRow(connection!.id)).scanPercentage, {
        timeout: 60_000,
        interval: 50,
      })
      .toBeGreaterThanOrEqual(20);

    expect((await connectionRow(connection!.id)).scanPercentage).toBeLessThan(100);
    const admin = new pg.Client({ connectionString: database.connectionString! });
    await admin.connect();
    const cut = await admin.query<{ cut: boolean }>(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(cut.rows.filter((r) => r.cut).length).toBeGreaterThan(0);

    await expect
      .poll(async () => (await connectionRow(connection!.id).catch(() => null))?.status, {
        timeout: 120_000,
        interval: 250,
      })
      .toBe('completed');

    const found = await storedAggregates(database.db, connection!.id);
    expect(found).toEqual(
      Object.fromEntries(aggregatePage(syntheticMailbox(SIZE), new OwnAddresses([ADDRESS]))),
    );
  }, 180_000);
});
