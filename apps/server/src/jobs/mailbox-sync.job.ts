import { z } from 'zod';
import { defineJob } from './job-definition';

/**
 * Looks in one mailbox for answers to its submitted deletion requests: replies from the company
 * and bounces of the request. One per mailbox at a time; sent by the schedule and by Rescan.
 */
export const mailboxSyncJob = defineJob({
  name: 'mailbox.sync',
  payload: z.object({ connectionId: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
  singletonKey: ({ connectionId }) => connectionId,
  expireInSeconds: 10 * 60,
  concurrency: 8,
});

/** Every few hours, a `mailbox.sync` for each mailbox with requests still awaiting an answer. */
export const mailboxSyncScheduleJob = defineJob({
  name: 'mailbox.sync-schedule',
  payload: z.object({}).loose(),
  retryLimit: 2,
  retryDelaySeconds: 10 * 60,
  cron: '23 */3 * * *',
  singletonKey: () => 'mailbox.sync-schedule',
});
