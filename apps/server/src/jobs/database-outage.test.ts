import { randomUUID } from 'node:crypto';
import { mailboxConnections, users, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { aggregatePage } from '../scanning/aggregate-page';
import { OwnAddresses } from '../scanning/own-addresses';
import type { MailboxProvider } from '../mailbox-providers/provider';
import { handleDeletionRequestSend, messageIdOf } from './deletion-request-send.handler';
import { deletionRequestSendJob } from './deletion-request-send.job';
import { registerJob } from './job-definition';
import { startJobQueue, type JobQueue } from './job-queue';
import { mailboxScanJob } from './mailbox-scan.job';
import { startGmailStand, type GmailStand } from '#testing/gmail-test-kit';
import { startScanWorker } from '#testing/provider-storm-kit';
import {
  MESSAGE_ID_DOMAIN,
  readRequest,
  RECIPIENT,
  SECRET_KEY,
  seedProcessingRequest,
} from '#testing/send-crash-kit';
import { storedAggregates } from '#testing/stored-aggregates';
import { syntheticMailbox, syntheticProvider } from '#testing/synthetic-provider';

const postgres = testDatabases().find((d) => d.name === 'postgres');
const SIZE = 3000;
const ADDRESS = 'outage@example.com';

/**
 * The database goes away for 3 s in the middle of a scan, as in a Postgres restart or a
 * fail-over: every connection is cut (the worker's, its job queue's and this test's alike) and
 * none is let in. The cluster itself stays up, since other suites share it. The queue's retry
 * picks the scan up again, and the aggregates come out exact.
 */
describe.skipIf(!postgres)('the database lost in the middle of a scan', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await postgres!.open();
    const providers = createProviderRegistry([syntheticProvider({ size: SIZE, pageDelayMs: 40 })]);
    ({ queue } = await startScanWorker(database, providers));
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

  it('resumes once the database is back, with exact aggregates', async () => {
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
    const outage = takeDatabaseAway(database, 3000);
    expect(await outage.cut).toBeGreaterThan(0);
    await outage.back;

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

const REQUESTS = 6;

/**
 * The database goes away for 3 s (every connection cut, none let in: a restart as the app sees
 * it) right after Gmail accepted the third of six deletion requests, before that send could be
 * recorded. Every request ends up sent, each exactly once.
 */
describe.skipIf(!postgres)('the database lost in the middle of sending', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  let gmail: GmailStand;
  let answers = 0;
  let outage: ReturnType<typeof takeDatabaseAway> | undefined;
  beforeAll(async () => {
    database = await postgres!.open();
    gmail = await startGmailStand(new Map());
    const provider = gmail.provider();
    const cutting: MailboxProvider = {
      ...provider,
      async send(access, message) {
        const sent = await provider.send(access, message);
        answers += 1;
        if (answers === 3) {
          outage = takeDatabaseAway(database, 3000);
          await outage.cut;
        }
        return sent;
      },
    };
    const deps = {
      db: database.db,
      secretKey: SECRET_KEY,
      providers: createProviderRegistry([cutting]),
      messageIdDomain: MESSAGE_ID_DOMAIN,
    };
    queue = await startJobQueue({
      database,
      roles: ['worker'],
      logger: pino({ level: 'silent' }),
      registrations: [
        registerJob({ ...deletionRequestSendJob, retryDelaySeconds: 1 }, (payload, context) =>
          handleDeletionRequestSend(deps, payload, context),
        ),
      ],
    });
  });
  afterAll(async () => {
    await outage?.back;
    await queue?.stop();
    await gmail?.close();
    await database?.close();
  });

  it('sends every request exactly once, and records each', async () => {
    const requests: { address: string; requestId: string }[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const address = `${randomUUID()}@gmail.example`;
      const { credentials } = gmail.accessOf(address);
      const requestId = await seedProcessingRequest(database.db, {
        provider: 'gmail',
        address,
        credentials,
      });
      requests.push({ address, requestId });
    }
    for (const { requestId } of requests) await queue.send(deletionRequestSendJob, { requestId });

    const statuses = () =>
      Promise.all(
        requests.map(({ requestId }) =>
          readRequest(database.db, requestId).then(
            (request) => request.status,
            () => 'unreadable',
          ),
        ),
      );
    await expect
      .poll(statuses, { timeout: 90_000, interval: 250 })
      .toEqual(requests.map(() => 'initiated'));

    expect(outage).toBeDefined();
    for (const { address, requestId } of requests) {
      const sent = gmail.gmail.sent(address);
      expect(sent.map((mail) => mail.messageId)).toEqual([
        messageIdOf(requestId, MESSAGE_ID_DOMAIN),
      ]);
      expect(sent[0]!.to).toEqual([RECIPIENT]);
      expect(await readRequest(database.db, requestId)).toMatchObject({
        providerMessageId: sent[0]!.id,
        recordStatus: 'initiated',
      });
    }
  }, 120_000);
});

/**
 * Cuts every connection to the test's database and lets none in for `forMs`, as a restart does;
 * the cluster stays up for the suites that share it. `cut` resolves to the number of connections
 * cut, `back` once they are let in again.
 */
function takeDatabaseAway(database: DatabaseHandle, forMs: number) {
  const name = new URL(database.connectionString!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const cut = (async () => {
    await admin.connect();
    await admin.query(`alter database ${name} allow_connections false`);
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
      [name],
    );
    return rowCount ?? 0;
  })();
  const back = (async () => {
    try {
      await cut;
      await new Promise((resolve) => setTimeout(resolve, forMs));
      await admin.query(`alter database ${name} allow_connections true`);
    } finally {
      await admin.end();
    }
  })();
  return { cut, back };
}
