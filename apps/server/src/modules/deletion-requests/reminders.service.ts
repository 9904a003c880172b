import { formatShortDate, regimeById, renderReminder, type RequestType } from '@reclaim/contract';
import { deletionRequestRemindJob } from '../../jobs/deletion-request-remind.job';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../plugins/session';
import type { DeletionRequestDependencies } from './deletion-requests.service';
import { requireSendingMailbox } from './deletion-requests.service';
import {
  findLatestRequestWithMailbox,
  markReminderFailed,
  markReminderRequested,
} from './reminders.repository';

const DOMAIN_FIELD = 'body.requestBody.domainName';

/**
 * `_sendReminder`: reminds a company of the caller's mailbox of its overdue request, once. The
 * request must be the caller's, Submitted and past its legal due date, with no reminder sent or
 * under way; the server writes the reminder in the request's language under its law and queues the
 * `deletion-request.remind` job, which sends it in the request's thread. Returns the request's id.
 */
export async function remindCompany(
  deps: DeletionRequestDependencies,
  session: Session,
  target: { emailId: string; domain: string; requestType: RequestType },
) {
  const row = await findLatestRequestWithMailbox(
    deps.db,
    session.user.id,
    target.emailId,
    target.domain,
    target.requestType,
  );
  if (!row) {
    throw new AppError('not_found', 'No such request was made to this company.', [
      { path: DOMAIN_FIELD, message: 'No request' },
    ]);
  }
  const { request, connection } = row;
  const now = deps.now?.() ?? new Date();
  if (request.status !== 'initiated' || !request.sentAt || !request.dueAt) {
    throw new AppError(
      'conflict',
      'Only a submitted request can be reminded.',
      [{ path: DOMAIN_FIELD, message: 'Not submitted' }],
      'NotSubmitted',
    );
  }
  if (request.dueAt >= now) {
    throw new AppError(
      'conflict',
      `The company has until ${formatShortDate(request.dueAt)} to answer; remind it after that.`,
      [{ path: DOMAIN_FIELD, message: 'Not overdue yet' }],
      'NotOverdue',
    );
  }
  const alreadyReminded = () =>
    new AppError(
      'conflict',
      request.reminderSentAt
        ? `A reminder was already sent on ${formatShortDate(request.reminderSentAt)}.`
        : 'A reminder is already being sent.',
      [{ path: DOMAIN_FIELD, message: 'Already reminded' }],
      'AlreadyReminded',
    );
  if (request.reminderSentAt || (request.reminderRequestedAt && !request.reminderFailureReason)) {
    throw alreadyReminded();
  }
  requireSendingMailbox(deps, connection);
  if (!deps.queue) throw new AppError('misconfigured', 'The job queue is not running.');

  const reminder = renderReminder(
    request.requestType,
    regimeById(request.jurisdiction),
    request.language,
    {
      domain: request.domain,
      name: session.user.name,
      email: connection.address,
      subject: request.subject,
      sentAt: request.sentAt,
      dueAt: request.dueAt,
    },
  );
  if (!(await markReminderRequested(deps.db, request.id, { ...reminder, now }))) {
    // Another click won the race, or the request changed since it was read.
    throw alreadyReminded();
  }
  try {
    await deps.queue.send(deletionRequestRemindJob, {
      requestId: request.id,
      connectionId: request.connectionId,
    });
  } catch {
    // Nothing was sent; the person may ask again.
    await markReminderFailed(deps.db, request.id, {
      reason: 'Reclaim could not queue this reminder. Please try again.',
      now,
    });
    throw new AppError('misconfigured', 'Reclaim could not queue this reminder. Try again.');
  }
  return request.id;
}
