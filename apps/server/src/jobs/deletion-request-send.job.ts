import { z } from 'zod';
import { defineJob } from './job-definition';

/**
 * Sends one deletion request from the person's mailbox. One job per request (stately policy keyed
 * by the request), retried with backoff when the provider fails for a while; the handler sends at
 * most once whatever the retries (see its Message-ID check).
 */
export const deletionRequestSendJob = defineJob({
  name: 'deletion-request.send',
  // The mailbox it goes from: its lane (absent from jobs queued before lanes: each its own).
  payload: z.object({ requestId: z.uuid(), connectionId: z.uuid().optional() }),
  retryLimit: 6,
  retryDelaySeconds: 60,
  singletonKey: ({ requestId }) => requestId,
  expireInSeconds: 5 * 60,
  // Mailboxes send side by side, each one e-mail at a time and taking turns (decision 55).
  concurrency: 8,
  lane: ({ requestId, connectionId }) => connectionId ?? requestId,
});
