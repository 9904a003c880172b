import { randomUUID } from 'node:crypto';
import {
  mailboxConnections,
  users,
  type Database,
  type DatabaseHandle,
  type MailboxProviderId,
} from '@reclaim/db';
import type { DomainTruth, TrafficEntry } from '@reclaim/stand-ins/mail-apis';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { ExpectStatic } from 'vitest';
import { registerJob } from '../src/jobs/job-definition';
import { startJobQueue, type JobQueue } from '../src/jobs/job-queue';
import { handleMailboxScan } from '../src/jobs/mailbox-scan.handler';
import { mailboxScanJob } from '../src/jobs/mailbox-scan.job';
import { sealCredentials } from '../src/mailbox-providers/credentials';
import type { MailboxCredentials } from '../src/mailbox-providers/provider';
import type { ProviderRegistry } from '../src/mailbox-providers/registry';
import type { ScanDependencies } from '../src/scanning/scan.service';
import { storedAggregates } from './stored-aggregates';

const SECRET_KEY = Buffer.alloc(32, 5);

/**
 * A worker of the job queue on `database` running the scan job as the server registers it, only
 * retried after 1 s instead of 30, to keep the tests short.
 */
export async function startScanWorker(
  database: DatabaseHandle,
  providers: ProviderRegistry,
): Promise<{ queue: JobQueue; deps: ScanDependencies }> {
  const deps = { db: database.db, secretKey: SECRET_KEY, providers };
  const queue = await startJobQueue({
    database,
    roles: ['worker'],
    logger: pino({ level: 'silent' }),
    registrations: [
      registerJob({ ...mailboxScanJob, retryDelaySeconds: 1 }, (payload, context) =>
        handleMailboxScan(deps, payload, context),
      ),
    ],
  });
  return { queue, deps };
}

/** A person with one mailbox of `provider` connected with `credentials`, not scanned yet. */
export async function seedConnection(
  db: Database,
  mailbox: { provider: MailboxProviderId; address: string; credentials: MailboxCredentials },
) {
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, name: 'Ada', email: `${userId}@example.net` });
  const connectionId = randomUUID();
  await db.insert(mailboxConnections).values({
    id: connectionId,
    userId,
    provider: mailbox.provider,
    address: mailbox.address,
    sealedCredentials: sealCredentials(SECRET_KEY, connectionId, mailbox.credentials),
  });
  return { userId, connectionId };
}

/**
 * Waits until no scan job is queued, waiting for a retry or running (the scan ended one way or
 * another: a scan still under way always has one), and returns the connection as stored then.
 * `expect` is the calling test's own: suites that run side by side cannot share the global one.
 */
export async function settledConnection(
  expect: ExpectStatic,
  queue: JobQueue,
  db: Database,
  connectionId: string,
) {
  await expect
    .poll(() => queue.boss.getQueueSize(mailboxScanJob.name, { before: 'completed' }), {
      timeout: 40_000,
      interval: 100,
      message: 'The scan is still queued or running',
    })
    .toBe(0);
  const [connection] = await db
    .select()
    .from(mailboxConnections)
    .where(eq(mailboxConnections.id, connectionId));
  return connection!;
}

/** Count and first and last date per domain, as stored: comparable with the ground truth. */
export async function storedTotals(db: Database, connectionId: string) {
  const stored = await storedAggregates(db, connectionId);
  return Object.fromEntries(
    Object.entries(stored).map(([domain, { count, first, last }]) => [
      domain,
      { count, first, last } satisfies DomainTruth,
    ]),
  );
}

const isInFlight = (entry: TrafficEntry, at: number) =>
  entry.arrivedAt <= at && (entry.endedAt === null || entry.endedAt > at);

/**
 * Requests that arrived while an earlier answer's `Retry-After` still asked to wait. One that
 * arrives within `graceMs` of that answer is excused when another request was in flight then:
 * the client may have sent it before it read the answer.
 */
export function requestsBeforeRetryAfter(traffic: readonly TrafficEntry[], graceMs: number) {
  const waits = traffic.filter((entry) => entry.endedAt !== null && entry.retryAfterSeconds);
  const isTooEarly = (entry: TrafficEntry, wait: TrafficEntry) => {
    const answeredAt = wait.endedAt!;
    if (entry.arrivedAt <= answeredAt) return false;
    if (entry.arrivedAt >= answeredAt + wait.retryAfterSeconds! * 1000) return false;
    const wasOnItsWay =
      entry.arrivedAt <= answeredAt + graceMs &&
      traffic.some((other) => other !== wait && other !== entry && isInFlight(other, answeredAt));
    return !wasOnItsWay;
  };
  return traffic.filter((entry) => waits.some((wait) => isTooEarly(entry, wait)));
}
