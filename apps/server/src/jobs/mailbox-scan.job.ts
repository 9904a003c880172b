import { z } from 'zod';
import { defineJob } from './job-definition';

/**
 * Scans one mailbox for a while, then sends itself again until the scan is complete, so long scans
 * take turns with other people's. One per mailbox at a time (stately policy, keyed by connection).
 */
export const mailboxScanJob = defineJob({
  name: 'mailbox.scan',
  payload: z.object({ connectionId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  singletonKey: ({ connectionId }) => connectionId,
  expireInSeconds: 15 * 60,
});
