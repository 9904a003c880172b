import { z } from 'zod';
import { defineJob } from './job-definition';

/**
 * Sends one deletion request from the person's mailbox. One job per request (stately policy keyed
 * by the request), retried with backoff when the provider fails for a while; the handler sends at
 * most once whatever the retries (see its Message-ID check).
 */
export const deletionRequestSendJob = defineJob({
  name: 'deletion-request.send',
  payload: z.object({ requestId: z.uuid() }),
  retryLimit: 6,
  retryDelaySeconds: 60,
  singletonKey: ({ requestId }) => requestId,
  expireInSeconds: 5 * 60,
});
