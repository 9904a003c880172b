import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJob } from './job-definition';
import { startJobQueue, type JobQueue } from './job-queue';
import { mailboxScanJob } from './mailbox-scan.job';

describe.each(testDatabases())('mailbox.scan jobs on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await testDatabase.open();
    // The web role only sends; no worker takes the jobs, so they stay queued for the test.
    queue = await startJobQueue({
      database,
      roles: ['web'],
      logger: pino({ level: 'silent' }),
      registrations: [registerJob(mailboxScanJob, async () => {})],
    });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('keeps one queued scan per mailbox, however often it is asked for', async () => {
    const connectionId = '6f1c1a52-0a4e-4d1b-9a51-8f9f2f3c1a00';
    const first = await queue.send(mailboxScanJob, { connectionId });
    const second = await queue.send(mailboxScanJob, { connectionId });
    const other = await queue.send(mailboxScanJob, {
      connectionId: '6f1c1a52-0a4e-4d1b-9a51-8f9f2f3c1a01',
    });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(other).toBeTruthy();
    expect(await queue.boss.getQueueSize(mailboxScanJob.name)).toBe(2);
  });

  it('refuses a payload that is not a connection id', async () => {
    await expect(queue.send(mailboxScanJob, { connectionId: 'nope' })).rejects.toThrow();
  });
});
