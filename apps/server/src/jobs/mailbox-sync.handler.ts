import type { Database } from '@reclaim/db';
import { mailboxConnections } from '@reclaim/db';
import { eq } from 'drizzle-orm';
import type { SentRequest } from '../mailbox-providers/provider';
import { descriptorOf, type ProviderRegistry } from '../mailbox-providers/registry';
import {
  accessOfConnection,
  unlessReconnectNeeded,
} from '../modules/connections/connection-access';
import {
  findConnectionsAwaitingAnswers,
  findRequestsAwaitingAnswer,
  markRequestBounced,
  markRequestReplied,
  markRequestsChecked,
} from '../modules/deletion-requests/deletion-requests.repository';
import { messageIdOf } from './deletion-request-send.handler';
import { undeliveredReason } from '../modules/deletion-requests/undelivered';
import type { SendJob } from './job-definition';
import { mailboxSyncJob } from './mailbox-sync.job';

export interface MailboxSyncDependencies {
  db: Database;
  secretKey: Buffer;
  providers: ProviderRegistry;
  messageIdDomain: string;
  now?: () => Date;
}

/** Companies have a month (GDPR) or 45 days (CCPA), and may ask for more: look for 120 days. */
const ANSWER_WINDOW_MS = 120 * 24 * 60 * 60 * 1000;

/**
 * Reads what came back to the mailbox's submitted requests: a bounce — a delivery report of the
 * mailbox's own mail system naming the request's recipient, as the providers judge it (decision
 * 0048) — fails the request with its reason (Retry then writes again, perhaps to another
 * contact); a reply from the company shows on its card with the reply's date and subject. Once the
 * person has said what a reply said, a newer reply shows instead (decision 76). Metadata only, and
 * of a report its delivery-status part.
 */
export async function handleMailboxSync(
  deps: MailboxSyncDependencies,
  { connectionId }: { connectionId: string },
) {
  const [connection] = await deps.db
    .select()
    .from(mailboxConnections)
    .where(eq(mailboxConnections.id, connectionId));
  if (!connection || connection.needsReconnect || connection.disconnectedAt) return;
  const provider = deps.providers.get(connection.provider);
  if (!provider?.findResponses || !descriptorOf(connection.provider).capabilities.syncReplies) {
    return;
  }
  const now = deps.now?.() ?? new Date();
  const requests = (await findRequestsAwaitingAnswer(deps.db, connectionId)).filter(
    (request) => request.sentAt && now.getTime() - request.sentAt.getTime() < ANSWER_WINDOW_MS,
  );
  if (requests.length === 0) return;
  const byMessageId = new Map(
    requests.map((request) => [messageIdOf(request.id, deps.messageIdDomain), request]),
  );
  const sent: SentRequest[] = [...byMessageId].map(([messageId, request]) => ({
    messageId,
    providerMessageId: request.providerMessageId ?? messageId,
    threadId: request.providerThreadId,
    recipient: request.recipient,
    sentAt: request.sentAt!,
  }));
  const responses = await unlessReconnectNeeded(deps.db, connection.id, () =>
    provider.findResponses!(accessOfConnection(deps, connection), sent),
  );
  if (!responses) return;
  // Oldest first: a bounce that came before a reply still fails the request.
  for (const response of [...responses].sort((a, b) => a.date.getTime() - b.date.getTime())) {
    const request = byMessageId.get(response.messageId);
    if (!request) continue;
    if (response.kind === 'bounce') {
      // A request the company has answered reached it: a report seen later does not fail it.
      if (request.repliedAt || request.outcome !== 'open') continue;
      // The report's own words (status and diagnostic), never its subject. The due date stays:
      // the request is Failed, and Retry makes a new one.
      await markRequestBounced(deps.db, request.id, {
        recipient: request.recipient,
        reason: undeliveredReason(request.recipient, response.reason ?? 'undelivered'),
        now,
        from: 'initiated',
      });
    } else {
      await markRequestReplied(deps.db, request.id, {
        // Servers keep whole seconds: a quick answer must not seem older than the request.
        date: new Date(Math.max(response.date.getTime(), request.sentAt!.getTime())),
        subject: response.subject.slice(0, 300),
        now,
      });
    }
  }
  await markRequestsChecked(
    deps.db,
    requests.map((request) => request.id),
    now,
  );
}

/** The schedule: a sync for every mailbox whose requests still await an answer. */
export async function scheduleMailboxSyncs(
  deps: Pick<MailboxSyncDependencies, 'db' | 'now'>,
  send: SendJob,
) {
  const now = deps.now?.() ?? new Date();
  const since = new Date(now.getTime() - ANSWER_WINDOW_MS);
  for (const connectionId of await findConnectionsAwaitingAnswers(deps.db, since)) {
    await send(mailboxSyncJob, { connectionId });
  }
}
