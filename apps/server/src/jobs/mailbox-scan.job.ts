import { z } from 'zod';
import type { Config } from '../config';
import { defineJob } from './job-definition';

/**
 * Scans one mailbox for a while, then sends itself again until the scan is complete, so long scans
 * take turns with other people's. One per mailbox at a time (stately policy, keyed by connection),
 * many mailboxes at once: a slice mostly waits for the provider and its quota.
 */
export const mailboxScanJob = defineJob({
  name: 'mailbox.scan',
  payload: z.object({ connectionId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  singletonKey: ({ connectionId }) => connectionId,
  expireInSeconds: 15 * 60,
  concurrency: 50,
  // A person who connects while 50 scans run starts at once, not when a slice ends.
  waitingLoops: 4,
});

/** How many scan slices one worker process runs at once. */
export const scanConcurrencyOf = (config: Partial<Pick<Config, 'jobConcurrency'>>) =>
  config.jobConcurrency?.[mailboxScanJob.name] ?? mailboxScanJob.concurrency ?? 1;
