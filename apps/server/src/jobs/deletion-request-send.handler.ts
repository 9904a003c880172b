import { dueDateOf } from '@reclaim/contract';
import type { Database } from '@reclaim/db';
import { ReconnectRequiredError, type SentMessage } from '../mailbox-providers/provider';
import { descriptorOf, type ProviderRegistry } from '../mailbox-providers/registry';
import { deletionRequestSendJob } from './deletion-request-send.job';
import type { SendJob } from './job-definition';
import {
  describeFailure,
  isRefusal,
  recipientRefusalOf,
  SendLimitReachedError,
  takeSendTurn,
} from './mailbox-sending';
import { undeliveredReason } from '../modules/deletion-requests/undelivered';
import { accessOfConnection, markNeedsReconnect } from '../modules/connections/connection-access';
import {
  findRequestToSend,
  markRequestBounced,
  markRequestFailed,
  markSendRetrying,
  markRequestSent,
  markSendAttempted,
} from '../modules/deletion-requests/deletion-requests.repository';

export interface SendRequestDependencies {
  db: Database;
  secretKey: Buffer;
  providers: ProviderRegistry;
  /** The right-hand side of our Message-IDs: the host people reach Reclaim at. */
  messageIdDomain: string;
  now?: () => Date;
}

const RECONNECT_REASON =
  'Reclaim lost access to this mailbox. Reconnect it in Account Settings, then retry.';
/** Said of a request whose mailbox the person disconnected before it went out. */
export const DISCONNECTED_REASON =
  'Nothing was sent: the mailbox was disconnected. Connect it again in Account Settings, then retry.';
const DISCONNECTED_MID_SEND_REASON =
  'The mailbox was disconnected while this request was being sent, so Reclaim cannot tell ' +
  'whether it went out. Check your Sent folder: if it is not there, connect the mailbox again and retry.';
/** Said when a mailbox whose address was never proven is asked to send (decision 46). */
export const UNPROVEN_ADDRESS_REASON =
  'Nothing was sent: confirm that this address is yours in Account Settings, then retry.';
/** Said of a Processing request while its send waits to be tried again. */
export const RETRYING_REASON =
  'Not sent yet: your mail service did not take it just now. Reclaim tries again by itself.';
const CHECK_SENT_REASON =
  'Sending was cut off, and your mail server cannot tell whether the request went out. ' +
  'Check your Sent folder: if it is not there, retry.';

/** Our Message-ID of a request: how its e-mail is found in Sent, and replies are matched to it. */
export function messageIdOf(requestId: string, domain: string) {
  return `<${requestId}@${domain}>`;
}

/**
 * Sends one request from the person's mailbox, at most once: the attempt is recorded before the
 * e-mail is handed over, and a retry that finds it recorded looks in Sent for our Message-ID
 * first. Where the provider files the copy in Sent as it sends (Gmail, Graph), no copy means the
 * e-mail never left and it is sent again; where it cannot (SMTP), the person is asked to check.
 */
export async function handleDeletionRequestSend(
  deps: SendRequestDependencies,
  { requestId }: { requestId: string },
  { isLastAttempt, send: sendJob }: { isLastAttempt: boolean; send?: SendJob },
) {
  const row = await findRequestToSend(deps.db, requestId);
  // Sent, failed or withdrawn already (a repeated job), or gone with its mailbox.
  if (!row || row.request.status !== 'processing') return;
  const { request, connection } = row;
  const now = () => deps.now?.() ?? new Date();
  const fail = (reason: string, needsConfirmation = false) =>
    markRequestFailed(deps.db, requestId, { reason, now: now(), needsConfirmation });
  const provider = deps.providers.get(connection.provider);
  const { capabilities } = descriptorOf(connection.provider);
  if (!provider || !capabilities.send) {
    return fail('This mailbox cannot send deletion requests on this server.');
  }
  if (connection.disconnectedAt) {
    // Cut off by the disconnect after it was handed over, it may have gone: only Sent can tell.
    return request.sendAttemptedAt
      ? fail(DISCONNECTED_MID_SEND_REASON, true)
      : fail(DISCONNECTED_REASON);
  }
  if (connection.needsReconnect) return fail(RECONNECT_REASON);
  // Checked again here, not only when the request was made: nothing goes out in the name of an
  // address nobody proved, whatever queued it.
  if (!connection.addressProvedAt) return fail(UNPROVEN_ADDRESS_REASON);

  const access = accessOfConnection(deps, connection);
  const messageId = messageIdOf(request.id, deps.messageIdDomain);
  const done = (sent: SentMessage) => {
    const sentAt = now();
    return markRequestSent(deps.db, requestId, {
      providerMessageId: sent.providerMessageId,
      threadId: sent.threadId ?? null,
      sentAt,
      dueAt: dueDateOf(request.jurisdiction, request.requestType, sentAt),
    });
  };
  try {
    if (request.sendAttemptedAt) {
      const copy = (await provider.findSent?.(access, messageId)) ?? null;
      if (copy) return await done(copy);
      if (!capabilities.sendFilesCopyInSent) return await fail(CHECK_SENT_REASON, true);
    }
    const attemptedAt = now();
    const wait = await takeSendTurn(
      deps.db,
      connection.id,
      capabilities.sendLimits,
      attemptedAt,
      (tx) => markSendAttempted(tx, requestId, attemptedAt),
    );
    if (wait > 0) {
      // Over the mailbox's limit: the request waits its turn, it is never dropped.
      if (!sendJob) throw new SendLimitReachedError(wait);
      await sendJob(
        deletionRequestSendJob,
        { requestId, connectionId: connection.id },
        { startAfterSeconds: wait },
      );
      return;
    }
    const sent = await provider.send(access, {
      to: request.recipient,
      subject: request.subject,
      html: request.html,
      messageId,
    });
    return await done(sent);
  } catch (error) {
    if (error instanceof ReconnectRequiredError) {
      await markNeedsReconnect(deps.db, connection.id);
      return fail(RECONNECT_REASON);
    }
    const refusal = recipientRefusalOf(error);
    if (refusal !== null) {
      return markRequestBounced(deps.db, requestId, {
        recipient: request.recipient,
        reason: undeliveredReason(request.recipient, refusal),
        now: now(),
        from: 'processing',
      });
    }
    if (isLastAttempt || isRefusal(error)) return fail(describeFailure(error));
    await markSendRetrying(deps.db, requestId, { reason: RETRYING_REASON, now: now() });
    throw error;
  }
}
