import { sessions, users, verifications, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJob } from './job-definition';
import { startJobQueue, type JobQueue } from './job-queue';
import { purgeExpired } from './maintenance-purge.handler';
import { maintenancePurgeJob } from './maintenance-purge.job';

describe.each(testDatabases())('job queue on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await testDatabase.open();
    queue = await startJobQueue({
      database,
      roles: ['worker'],
      logger: pino({ level: 'silent' }),
      registrations: [registerJob(maintenancePurgeJob, () => purgeExpired(database.db))],
    });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('reports itself healthy once started', async () => {
    expect(await queue.isHealthy()).toBe(true);
  });

  it('runs the purge job on a worker, removing only what has expired', async () => {
    const now = Date.now();
    await database.db.insert(users).values({ id: 'u1', name: 'A', email: 'a@example.com' });
    await database.db.insert(verifications).values([
      { id: 'old', identifier: 'x', value: 'v', expiresAt: new Date(now - 60_000) },
      { id: 'new', identifier: 'y', value: 'v', expiresAt: new Date(now + 600_000) },
    ]);
    await database.db.insert(sessions).values([
      { id: 's-old', token: 't-old', userId: 'u1', expiresAt: new Date(now - 1000) },
      { id: 's-new', token: 't-new', userId: 'u1', expiresAt: new Date(now + 60_000) },
    ]);

    const jobId = await queue.send(maintenancePurgeJob, {});
    expect(jobId).toBeTruthy();
    await expect
      .poll(async () => (await queue.boss.getJobById(maintenancePurgeJob.name, jobId!))?.state, {
        timeout: 90_000,
        interval: 250,
      })
      .toBe('completed');

    const remaining = await database.db.select({ id: verifications.id }).from(verifications);
    expect(remaining.map((r) => r.id)).toEqual(['new']);
    const live = await database.db.select({ id: sessions.id }).from(sessions);
    expect(live.map((r) => r.id)).toEqual(['s-new']);
  });

  it('refuses a payload that does not match the job definition', async () => {
    await expect(
      queue.send(maintenancePurgeJob, 'nope' as unknown as Record<string, unknown>),
    ).rejects.toThrow();
  });
});
