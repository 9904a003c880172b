import { z } from 'zod';
import { defineJob } from './job-definition';

/**
 * Sends the reminder of one overdue deletion request, in the request's thread. One job per
 * request (stately policy keyed by the request), retried with backoff when the provider fails for
 * a while; the handler sends at most once whatever the retries (see its Message-ID check).
 */
export const deletionRequestRemindJob = defineJob({
  name: 'deletion-request.remind',
  payload: z.object({ requestId: z.uuid() }),
  retryLimit: 6,
  retryDelaySeconds: 60,
  singletonKey: ({ requestId }) => requestId,
  expireInSeconds: 5 * 60,
});
