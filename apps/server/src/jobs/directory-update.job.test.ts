import { companies, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download } from '../modules/directory/directory-update';
import { seedBuiltInDirectory } from '../modules/directory/directory.service';
import { handleDirectoryUpdate } from './directory-update.handler';
import { directoryUpdateJob } from './directory-update.job';
import { registerJob } from './job-definition';
import { startJobQueue, type JobQueue } from './job-queue';

describe.each(testDatabases())('directory.update on a worker on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  const offline: Download = () => Promise.reject(new TypeError('fetch failed'));
  beforeAll(async () => {
    database = await testDatabase.open();
    await seedBuiltInDirectory(database.db);
    queue = await startJobQueue({
      database,
      roles: ['worker'],
      logger: pino({ level: 'silent' }),
      registrations: [
        registerJob(directoryUpdateJob, () =>
          handleDirectoryUpdate({
            db: database.db,
            logger: pino({ level: 'silent' }),
            download: offline,
          }),
        ),
      ],
    });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('is scheduled weekly, Sundays at 03:17 UTC, one run at a time', async () => {
    const schedules = await queue.boss.getSchedules();
    expect(schedules.filter((s) => s.name === directoryUpdateJob.name)).toMatchObject([
      { cron: '17 3 * * 0', timezone: 'UTC' },
    ]);
    expect(await queue.boss.getQueue(directoryUpdateJob.name)).toMatchObject({
      policy: 'stately',
      retryLimit: 3,
    });
  });

  it('completes at once, with no retry, when the machine is offline', async () => {
    const before = await database.db.select().from(companies);
    const jobId = await queue.send(directoryUpdateJob, {});
    expect(jobId).toBeTruthy();
    await expect
      .poll(async () => (await queue.boss.getJobById(directoryUpdateJob.name, jobId!))?.state, {
        timeout: 90_000,
        interval: 250,
      })
      .toBe('completed');
    const job = await queue.boss.getJobById(directoryUpdateJob.name, jobId!);
    expect(job?.retryCount).toBe(0);
    expect(await database.db.select().from(companies)).toEqual(before);
  });
});
