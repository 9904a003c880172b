import { randomUUID } from 'node:crypto';
import { domainRecords, mailboxConnections, users, type DatabaseHandle } from '@reclaim/db';
import { count, inArray } from 'drizzle-orm';
import type { JobQueue } from '../../apps/server/src/jobs/job-queue';
import { mailboxScanJob } from '../../apps/server/src/jobs/mailbox-scan.job';
import { sealCredentials } from '../../apps/server/src/mailbox-providers/credentials';
import type { CrowdRun, PersonResult } from './crowd-goals';
import type { CrowdStand } from './crowd-stands';

const POLL_MS = 200;

/** Where a crowd connects: the database the workers scan on, and the queue that sends them. */
export interface CrowdTarget {
  database: DatabaseHandle;
  sender: JobQueue;
  secretKey: Buffer;
}

/**
 * Seeds one person and connection per address, sends every first scan slice at once (as
 * connecting does), and follows the stored state until every scan completed or `timeoutSeconds`.
 * The `late` address connects `lateAfterSeconds` after the others.
 */
export async function scanCrowd(
  target: CrowdTarget,
  stand: CrowdStand,
  crowd: string[],
  options: { late?: string; lateAfterSeconds?: number; timeoutSeconds?: number } = {},
): Promise<CrowdRun> {
  const { db } = target.database;
  const addresses = options.late ? [...crowd, options.late] : crowd;
  const ids = addresses.map(() => randomUUID());
  const lateId = options.late ? ids.at(-1) : undefined;
  await db.insert(users).values(ids.map((id) => ({ id, name: 'Ada', email: `${id}@example.net` })));
  await db.insert(mailboxConnections).values(
    addresses.map((address, index) => {
      const { credentials, settings } = stand.connectionOf(address);
      return {
        id: ids[index]!,
        userId: ids[index]!,
        provider: stand.provider,
        address,
        settings,
        sealedCredentials: sealCredentials(target.secretKey, ids[index]!, credentials),
      };
    }),
  );
  const connect = async (connectionId: string) => {
    startedAt.set(connectionId, performance.now());
    await target.sender.send(mailboxScanJob, { connectionId }, { isPersonWaiting: true });
  };
  const startedAt = new Map<string, number>();
  const started = performance.now();
  await Promise.all(ids.filter((id) => id !== lateId).map(connect));
  const lateConnecting = lateId
    ? new Promise((resolve) => setTimeout(resolve, (options.lateAfterSeconds ?? 0) * 1000)).then(
        () => connect(lateId),
      )
    : Promise.resolve();
  const results = new Map<string, PersonResult>(
    ids.map((id) => [id, { firstCompaniesSeconds: null, completeSeconds: null }]),
  );
  const timeoutSeconds = options.timeoutSeconds ?? 600;
  while ((performance.now() - started) / 1000 < timeoutSeconds) {
    const now = performance.now();
    const secondsOf = (id: string) => (now - (startedAt.get(id) ?? now)) / 1000;
    // Status first: a scan whose one page completes it (IMAP) commits its companies with it, so
    // they are seen in the same round, never a completed scan without its first companies.
    const connections = await db
      .select({ id: mailboxConnections.id, status: mailboxConnections.status })
      .from(mailboxConnections)
      .where(inArray(mailboxConnections.id, ids));
    const withCompanies = await db
      .select({ id: domainRecords.connectionId, n: count() })
      .from(domainRecords)
      .where(inArray(domainRecords.connectionId, ids))
      .groupBy(domainRecords.connectionId);
    for (const { id } of withCompanies) results.get(id)!.firstCompaniesSeconds ??= secondsOf(id);
    for (const { id, status } of connections) {
      if (status === 'completed') results.get(id)!.completeSeconds ??= secondsOf(id);
    }
    if ([...results.values()].every((result) => result.completeSeconds !== null)) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await lateConnecting;
  const late = lateId ? results.get(lateId) : undefined;
  if (lateId) results.delete(lateId);
  return { people: crowd.length, results: [...results.values()], ...(late ? { late } : {}) };
}
