import type { RequestListItem } from '@reclaim/contract';
import { companies, deletionRequests, domainRecords, type Database } from '@reclaim/db';
import { and, desc, eq, ne } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { findConnectionOfUser } from '../connections/connections.repository';
import { companyFields } from '../domains/company-fields';

/**
 * The access, objection and correction requests of a person's mailbox: each followed on its own,
 * apart from its company's status, which follows the erasure requests (decision 71). Listed as a
 * company record reads, the status, dates, reply and reminder being the request's own.
 */

const EMAIL_FIELD = 'body.requestBody.emailId';

/** The caller's mailbox with this address, connected or kept for its requests. */
export async function requireMailbox(db: Database, userId: string, emailId: string) {
  const connection = await findConnectionOfUser(db, userId, emailId);
  if (!connection) {
    throw new AppError('not_found', 'No mailbox of yours has this address.', [
      { path: EMAIL_FIELD, message: 'Not one of your mailboxes' },
    ]);
  }
  return connection;
}

/** `_getRequests`: the newest request of each type but erasure to each company of a mailbox. */
export async function listOtherRequests(
  db: Database,
  userId: string,
  emailId: string,
): Promise<RequestListItem[]> {
  const connection = await requireMailbox(db, userId, emailId);
  const rows = await db
    .selectDistinctOn([deletionRequests.domain, deletionRequests.requestType], {
      request: deletionRequests,
      record: domainRecords,
      company: companies,
    })
    .from(deletionRequests)
    .innerJoin(domainRecords, eq(domainRecords.id, deletionRequests.domainRecordId))
    .leftJoin(companies, eq(companies.domain, deletionRequests.domain))
    .where(
      and(
        eq(deletionRequests.connectionId, connection.id),
        ne(deletionRequests.requestType, 'erasure'),
      ),
    )
    .orderBy(
      deletionRequests.domain,
      deletionRequests.requestType,
      desc(deletionRequests.createdAt),
    );
  return rows.map(({ request, record, company }) => {
    const isFailed = request.status === 'failed';
    const statusDate =
      request.status === 'reclaimed'
        ? request.completedAt
        : request.status === 'initiated'
          ? request.sentAt
          : request.updatedAt;
    return {
      id: request.id,
      ...companyFields(record, company, connection.address),
      requestType: request.requestType,
      jurisdiction: request.jurisdiction,
      status: request.status,
      statusDate: statusDate?.toISOString() ?? null,
      dueDate: request.dueAt?.toISOString() ?? null,
      failureReason: isFailed ? request.failureReason : null,
      bouncedContact: null,
      sendingNote: null,
      companyReply:
        request.repliedAt && !isFailed
          ? { date: request.repliedAt.toISOString(), subject: request.replySubject ?? '' }
          : null,
      reminderSentAt:
        request.reminderSentAt && !isFailed ? request.reminderSentAt.toISOString() : null,
      // 'open' is no answer yet, as the company records read it.
      outcome:
        request.outcome !== 'open' && !isFailed
          ? { outcome: request.outcome, reason: request.outcomeReason }
          : null,
    };
  });
}

/**
 * `_updateStatus`: the newest request of a type but erasure to a company of the caller's mailbox
 * is marked Completed (from Submitted) or back to Submitted (from Completed, the toast's Undo).
 * Anything else is a conflict: the card was stale.
 */
export async function updateOtherRequestStatus(
  db: Database,
  userId: string,
  change: {
    emailId: string;
    domain: string;
    requestType: Exclude<RequestListItem['requestType'], 'erasure'>;
    status: 'reclaimed' | 'initiated';
    now: Date;
  },
): Promise<string> {
  const connection = await requireMailbox(db, userId, change.emailId);
  const [latest] = await db
    .select()
    .from(deletionRequests)
    .where(
      and(
        eq(deletionRequests.connectionId, connection.id),
        eq(deletionRequests.domain, change.domain),
        eq(deletionRequests.requestType, change.requestType),
      ),
    )
    .orderBy(desc(deletionRequests.createdAt))
    .limit(1);
  if (!latest) {
    throw new AppError('not_found', 'No such request was made to this company.', [
      { path: 'body.requestBody.domainName', message: 'No request' },
    ]);
  }
  const from = change.status === 'reclaimed' ? 'initiated' : 'reclaimed';
  const [updated] = await db
    .update(deletionRequests)
    .set({
      status: change.status,
      completedAt: change.status === 'reclaimed' ? change.now : null,
      updatedAt: change.now,
    })
    .where(and(eq(deletionRequests.id, latest.id), eq(deletionRequests.status, from)))
    .returning({ id: deletionRequests.id });
  if (!updated) {
    throw new AppError(
      'conflict',
      change.status === 'reclaimed'
        ? 'Only a submitted request can be marked as complete.'
        : 'Only a completed request can be submitted again.',
      [{ path: 'body.requestBody.status', message: `Not ${from}` }],
      'StatusConflict',
    );
  }
  return updated.id;
}
