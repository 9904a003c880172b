import { ReconnectRequiredError, type OutgoingMessage } from '../mailbox-providers/provider';
import { descriptorOf } from '../mailbox-providers/registry';
import { accessOfConnection, markNeedsReconnect } from '../modules/connections/connection-access';
import { findRequestToSend } from '../modules/deletion-requests/deletion-requests.repository';
import {
  markReminderAttempted,
  markReminderFailed,
  markReminderSent,
} from '../modules/deletion-requests/reminders.repository';
import { deletionRequestRemindJob } from './deletion-request-remind.job';
import {
  messageIdOf,
  UNPROVEN_ADDRESS_REASON,
  type SendRequestDependencies,
} from './deletion-request-send.handler';
import type { SendJob } from './job-definition';
import { describeFailure, isRefusal, SendLimitReachedError, takeSendTurn } from './mailbox-sending';

const DISCONNECTED_REMINDER_REASON =
  'Nothing was sent: the mailbox was disconnected. Connect it again in Account Settings to send the reminder.';
const RECONNECT_REASON =
  'Reclaim lost access to this mailbox. Reconnect it in Account Settings, then send the reminder again.';
const CHECK_SENT_REASON =
  'Sending the reminder was cut off, and your mail server cannot tell whether it went out. ' +
  'Check your Sent folder: if it is not there, send the reminder again.';

/** Our Message-ID of a request's reminder: its own, so Sent tells it from the request. */
export function reminderMessageIdOf(requestId: string, domain: string) {
  return `<reminder.${requestId}@${domain}>`;
}

/**
 * Sends the reminder of an overdue request, at most once, as a reply in the request's thread: the
 * attempt is recorded before the e-mail is handed over, and a retry that finds it recorded looks
 * in Sent for the reminder's Message-ID first, as the request's own send does. Where a cut-off
 * send cannot be told from one that never left (SMTP), the person is asked to check Sent.
 */
export async function handleDeletionRequestRemind(
  deps: SendRequestDependencies,
  { requestId }: { requestId: string },
  { isLastAttempt, send: sendJob }: { isLastAttempt: boolean; send?: SendJob },
) {
  const row = await findRequestToSend(deps.db, requestId);
  if (!row) return;
  const { request, connection } = row;
  // Sent or given up already (a repeated job), or the request is no longer open: nothing to do.
  const isWanted =
    request.reminderRequestedAt !== null &&
    request.reminderSentAt === null &&
    request.reminderFailureReason === null &&
    request.status === 'initiated';
  if (!isWanted || !request.reminderSubject || !request.reminderHtml) return;
  const now = () => deps.now?.() ?? new Date();
  const fail = (reason: string) => markReminderFailed(deps.db, requestId, { reason, now: now() });
  const provider = deps.providers.get(connection.provider);
  const { capabilities } = descriptorOf(connection.provider);
  if (!provider || !capabilities.send) {
    return fail('This mailbox cannot send reminders on this server.');
  }
  if (connection.disconnectedAt) return fail(DISCONNECTED_REMINDER_REASON);
  if (connection.needsReconnect) return fail(RECONNECT_REASON);
  if (!connection.addressProvedAt) return fail(UNPROVEN_ADDRESS_REASON);

  const access = accessOfConnection(deps, connection);
  const message: OutgoingMessage = {
    to: request.recipient,
    subject: request.reminderSubject,
    html: request.reminderHtml,
    messageId: reminderMessageIdOf(request.id, deps.messageIdDomain),
    inReplyTo: {
      messageId: messageIdOf(request.id, deps.messageIdDomain),
      providerMessageId: request.providerMessageId,
      threadId: request.providerThreadId,
    },
  };
  try {
    if (request.reminderAttemptedAt) {
      const copy = (await provider.findSent?.(access, message.messageId)) ?? null;
      if (copy) return await markReminderSent(deps.db, requestId, now());
      if (!capabilities.sendFilesCopyInSent) return await fail(CHECK_SENT_REASON);
    }
    const attemptedAt = now();
    const wait = await takeSendTurn(
      deps.db,
      connection.id,
      capabilities.sendLimits,
      attemptedAt,
      (tx) => markReminderAttempted(tx, requestId, attemptedAt),
    );
    if (wait > 0) {
      // Over the mailbox's limit: the reminder waits its turn, it is never dropped.
      if (!sendJob) throw new SendLimitReachedError(wait);
      await sendJob(
        deletionRequestRemindJob,
        { requestId, connectionId: connection.id },
        { startAfterSeconds: wait },
      );
      return;
    }
    await provider.send(access, message);
    return await markReminderSent(deps.db, requestId, now());
  } catch (error) {
    if (error instanceof ReconnectRequiredError) {
      await markNeedsReconnect(deps.db, connection.id);
      return fail(RECONNECT_REASON);
    }
    if (isLastAttempt || isRefusal(error)) return fail(describeFailure(error, 'the reminder'));
    throw error;
  }
}
