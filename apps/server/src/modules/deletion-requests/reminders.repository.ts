import type { RequestType } from '@reclaim/contract';
import { deletionRequests, mailboxConnections, type Database } from '@reclaim/db';
import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { updateRequestAndRecord } from './deletion-requests.repository';

/** The newest request for one company of the caller's mailbox `address`, with the mailbox. */
export async function findLatestRequestWithMailbox(
  db: Database,
  userId: string,
  address: string,
  domain: string,
  type: RequestType,
) {
  const [row] = await db
    .select({ request: deletionRequests, connection: mailboxConnections })
    .from(deletionRequests)
    .innerJoin(mailboxConnections, eq(mailboxConnections.id, deletionRequests.connectionId))
    .where(
      and(
        eq(mailboxConnections.userId, userId),
        eq(mailboxConnections.address, address),
        eq(deletionRequests.domain, domain),
        eq(deletionRequests.requestType, type),
      ),
    )
    .orderBy(desc(deletionRequests.createdAt))
    .limit(1);
  return row;
}

/**
 * Records the person's reminder of an overdue request, as the server wrote it, if the request may
 * still be reminded: Submitted, past its due date, no reminder sent or under way (one that failed
 * may be asked for again). The condition is checked in the update itself, so of two clicks at
 * once only one is recorded. Returns whether it was.
 */
export async function markReminderRequested(
  db: Database,
  requestId: string,
  reminder: { subject: string; html: string; now: Date },
) {
  const updated = await db
    .update(deletionRequests)
    .set({
      reminderRequestedAt: reminder.now,
      reminderSubject: reminder.subject,
      reminderHtml: reminder.html,
      reminderAttemptedAt: null,
      reminderFailureReason: null,
      updatedAt: reminder.now,
    })
    .where(
      and(
        eq(deletionRequests.id, requestId),
        eq(deletionRequests.status, 'initiated'),
        lt(deletionRequests.dueAt, reminder.now),
        isNull(deletionRequests.reminderSentAt),
        or(
          isNull(deletionRequests.reminderRequestedAt),
          isNotNull(deletionRequests.reminderFailureReason),
        ),
      ),
    )
    .returning({ id: deletionRequests.id });
  return updated.length > 0;
}

/** Notes that the reminder is about to be handed to the provider; committed before it is. */
export async function markReminderAttempted(db: Database, requestId: string, now: Date) {
  await db
    .update(deletionRequests)
    .set({ reminderAttemptedAt: now, updatedAt: now })
    .where(eq(deletionRequests.id, requestId));
}

/** The reminder went out: the request and its company show when. */
export async function markReminderSent(db: Database, requestId: string, sentAt: Date) {
  await updateRequestAndRecord(db, requestId, isNull(deletionRequests.reminderSentAt), {
    request: { reminderSentAt: sentAt, reminderFailureReason: null, updatedAt: sentAt },
    record: { requestReminderSentAt: sentAt, updatedAt: sentAt },
  });
}

/** The reminder could not be sent, for `reason`; the person may ask for it again. */
export async function markReminderFailed(
  db: Database,
  requestId: string,
  failure: { reason: string; now: Date },
) {
  await db
    .update(deletionRequests)
    .set({ reminderFailureReason: failure.reason, updatedAt: failure.now })
    .where(and(eq(deletionRequests.id, requestId), isNull(deletionRequests.reminderSentAt)));
}
