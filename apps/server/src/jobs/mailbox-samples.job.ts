import { z } from 'zod';
import { defineJob } from './job-definition';

/**
 * Reads the samples a scan left unread (Gmail counts a company's mail from one search and reads
 * only its newest and oldest message), a batch of companies at a time, then sends itself again
 * after the last one it handled. Sent when a scan completes; one per mailbox at a time.
 */
export const mailboxSamplesJob = defineJob({
  name: 'mailbox.samples',
  payload: z.object({ connectionId: z.uuid(), after: z.string().max(255).nullable() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  singletonKey: ({ connectionId }) => connectionId,
  expireInSeconds: 10 * 60,
  concurrency: 8,
});
