import {
  bouncedRecipients,
  companies,
  deletionRequests,
  domainRecords,
  mailboxConnections,
  requestAnswers,
  type Database,
} from '@reclaim/db';
import type { RecordedAnswer, RequestType } from '@reclaim/contract';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

/** What a new request is made of; the request's id is chosen by the caller. */
export interface NewRequest {
  id: string;
  domainRecordId: string;
  connectionId: string;
  userId: string;
  domain: string;
  recipient: string;
  isRecipientVerified: boolean;
  jurisdiction: (typeof deletionRequests.$inferInsert)['jurisdiction'];
  requestType: RequestType;
  language: (typeof deletionRequests.$inferInsert)['language'];
  subject: string;
  html: string;
}

/** A request in these statuses is still open: sending, or sent and not yet answered. */
export const OPEN_STATUSES = ['processing', 'initiated'] as const;

/**
 * The statuses a company may be in when an erasure request is made for it (spec §4). The
 * company's status follows its erasure requests only: an access, objection or correction request
 * is followed as a request, and leaves the company where it is (decision 71).
 */
export const REQUESTABLE_STATUSES = ['pending', 'needed', 'failed'] as const;

/**
 * The caller's records of these domains in their mailbox `address`, each with its directory row:
 * nothing of anyone else's mailbox can be found here.
 */
export async function findRecordsOfMailbox(
  db: Database,
  userId: string,
  address: string,
  domains: readonly string[],
) {
  return db
    .select({ record: domainRecords, connection: mailboxConnections, company: companies })
    .from(domainRecords)
    .innerJoin(mailboxConnections, eq(mailboxConnections.id, domainRecords.connectionId))
    .leftJoin(companies, eq(companies.domain, domainRecords.domain))
    .where(
      and(
        eq(mailboxConnections.userId, userId),
        eq(mailboxConnections.address, address),
        inArray(domainRecords.domain, [...domains]),
      ),
    );
}

/**
 * Locks each (person, company) until the transaction ends, in one order so that two changes
 * sharing companies cannot wait on each other: what one finds open, the other has committed.
 */
export async function lockCompaniesOfPerson(
  tx: Pick<Database, 'execute'>,
  userId: string,
  domains: readonly string[],
) {
  for (const domain of [...new Set(domains)].sort()) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`request:${userId} ${domain}`}, 0))`,
    );
  }
}

/**
 * Which of these companies have an open request (Processing or Submitted) of the person's of
 * `type`.
 */
export async function findOpenRequestDomains(
  db: Pick<Database, 'selectDistinct'>,
  userId: string,
  domains: readonly string[],
  type: RequestType,
) {
  if (domains.length === 0) return [];
  const rows = await db
    .selectDistinct({ domain: deletionRequests.domain })
    .from(deletionRequests)
    .where(
      and(
        eq(deletionRequests.userId, userId),
        inArray(deletionRequests.domain, [...domains]),
        eq(deletionRequests.requestType, type),
        inArray(deletionRequests.status, [...OPEN_STATUSES]),
      ),
    );
  return rows.map((row) => row.domain);
}

/** Some companies could not be requested (already requested, or marked needed, …): none were. */
export class RequestsRefusedError extends Error {
  constructor(readonly domains: string[]) {
    super(`Cannot request ${domains.join(', ')} now`);
  }
}

/**
 * Records the requests and moves the companies of erasure requests to `processing`, all or
 * nothing. A company with an open request of the same type — from this mailbox or any other of
 * the person's — or, for erasure, in a status that cannot be requested, refuses the whole batch
 * with a {@link RequestsRefusedError}. A lock on each person's company is held to the end, so of
 * two requests for the same company at once, one waits and is then refused.
 */
export async function insertRequests(db: Database, requests: readonly NewRequest[], now: Date) {
  await db.transaction(async (tx) => {
    for (const userId of new Set(requests.map((request) => request.userId))) {
      const ofUser = requests.filter((request) => request.userId === userId);
      await lockCompaniesOfPerson(
        tx,
        userId,
        ofUser.map((request) => request.domain),
      );
      for (const type of new Set(ofUser.map((request) => request.requestType))) {
        const domains = ofUser
          .filter((request) => request.requestType === type)
          .map((request) => request.domain);
        const open = await findOpenRequestDomains(tx, userId, domains, type);
        if (open.length > 0) throw new RequestsRefusedError(open);
      }
    }
    const erasures = requests.filter((request) => request.requestType === 'erasure');
    if (erasures.length > 0) {
      const moved = await tx
        .update(domainRecords)
        .set({
          status: 'processing',
          statusDate: now,
          requestDueAt: null,
          requestFailureReason: null,
          requestBouncedRecipient: null,
          requestRepliedAt: null,
          requestReplySubject: null,
          requestReminderSentAt: null,
          requestOutcome: null,
          requestOutcomeReason: null,
          updatedAt: now,
        })
        .where(
          and(
            inArray(
              domainRecords.id,
              erasures.map((request) => request.domainRecordId),
            ),
            inArray(domainRecords.status, [...REQUESTABLE_STATUSES]),
          ),
        )
        .returning({ id: domainRecords.id });
      const movedIds = new Set(moved.map((row) => row.id));
      const refused = erasures.filter((request) => !movedIds.has(request.domainRecordId));
      if (refused.length > 0) throw new RequestsRefusedError(refused.map((r) => r.domain));
    }
    await tx
      .insert(deletionRequests)
      .values(requests.map((request) => ({ ...request, createdAt: now, updatedAt: now })));
  });
}

/** A request with its mailbox, as the send job needs it. */
export async function findRequestToSend(db: Database, requestId: string) {
  const [row] = await db
    .select({ request: deletionRequests, connection: mailboxConnections })
    .from(deletionRequests)
    .innerJoin(mailboxConnections, eq(mailboxConnections.id, deletionRequests.connectionId))
    .where(eq(deletionRequests.id, requestId));
  return row;
}

type RequestChanges = PgUpdateSetSource<typeof deletionRequests>;
type RecordChanges = Partial<typeof domainRecords.$inferInsert>;

/**
 * Changes a request where `condition` still holds and, in the same transaction, the company
 * record that shows it (an erasure request's: the company's status follows those only), then does
 * `alsoWith` the request as changed; nothing when the condition no longer holds (a repeated job, a
 * race).
 */
export async function updateRequestAndRecord(
  db: Database,
  requestId: string,
  condition: SQL | undefined,
  changes: { request: RequestChanges; record: RecordChanges },
  alsoWith?: (tx: Database, request: typeof deletionRequests.$inferSelect) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(deletionRequests)
      .set(changes.request)
      .where(and(eq(deletionRequests.id, requestId), condition))
      .returning();
    if (!request) return;
    if (request.requestType === 'erasure') {
      await tx
        .update(domainRecords)
        .set(changes.record)
        .where(eq(domainRecords.id, request.domainRecordId));
    }
    await alsoWith?.(tx, request);
  });
}

/** Notes that the e-mail is about to be handed to the provider; committed before it is. */
export async function markSendAttempted(db: Database, requestId: string, now: Date) {
  await db
    .update(deletionRequests)
    .set({ sendAttemptedAt: now, updatedAt: now })
    .where(eq(deletionRequests.id, requestId));
}

/**
 * The request went out: Submitted, with the provider's ids and the company's legal deadline (none
 * where the law sets no time limit for the request's type).
 */
export async function markRequestSent(
  db: Database,
  requestId: string,
  sent: { providerMessageId: string; threadId: string | null; sentAt: Date; dueAt: Date | null },
) {
  await updateRequestAndRecord(db, requestId, eq(deletionRequests.status, 'processing'), {
    request: {
      status: 'initiated',
      providerMessageId: sent.providerMessageId,
      providerThreadId: sent.threadId,
      sentAt: sent.sentAt,
      dueAt: sent.dueAt,
      needsConfirmation: false,
      failureReason: null,
      updatedAt: sent.sentAt,
    },
    record: {
      status: 'initiated',
      statusDate: sent.sentAt,
      requestDueAt: sent.dueAt,
      requestFailureReason: null,
      updatedAt: sent.sentAt,
    },
  });
}

/**
 * A send failed in passing and its job will try again: while the request is Processing, its
 * company says why it has not gone yet (`requestFailureReason`, cleared once it is sent).
 */
export async function markSendRetrying(
  db: Database,
  requestId: string,
  retry: { reason: string; now: Date },
) {
  await updateRequestAndRecord(db, requestId, eq(deletionRequests.status, 'processing'), {
    request: { updatedAt: retry.now },
    record: { requestFailureReason: retry.reason, updatedAt: retry.now },
  });
}

/**
 * The request failed: the company shows 'DSR Failed' with Retry. A send fails while the request
 * is processing; a bounce fails it once it was submitted (`from: 'initiated'`).
 */
export async function markRequestFailed(
  db: Database,
  requestId: string,
  failure: {
    reason: string;
    now: Date;
    needsConfirmation?: boolean;
    from?: 'processing' | 'initiated';
  },
) {
  await updateRequestAndRecord(
    db,
    requestId,
    eq(deletionRequests.status, failure.from ?? 'processing'),
    {
      request: {
        status: 'failed',
        failureReason: failure.reason,
        needsConfirmation: failure.needsConfirmation ?? false,
        updatedAt: failure.now,
      },
      record: {
        status: 'failed',
        statusDate: failure.now,
        requestFailureReason: failure.reason,
        updatedAt: failure.now,
      },
    },
  );
}

/**
 * The request came back from its recipient (a bounce, or a refusal while sending): it fails as
 * {@link markRequestFailed} does, the company's Retry asks for another address, and the address is
 * remembered so that no later request of the person's to this company goes there again.
 */
export async function markRequestBounced(
  db: Database,
  requestId: string,
  bounce: { recipient: string; reason: string; now: Date; from: 'processing' | 'initiated' },
) {
  await updateRequestAndRecord(
    db,
    requestId,
    eq(deletionRequests.status, bounce.from),
    {
      request: {
        status: 'failed',
        failureReason: bounce.reason,
        needsConfirmation: false,
        updatedAt: bounce.now,
      },
      record: {
        status: 'failed',
        statusDate: bounce.now,
        requestFailureReason: bounce.reason,
        requestBouncedRecipient: bounce.recipient,
        updatedAt: bounce.now,
      },
    },
    async (tx, request) => {
      await tx
        .insert(bouncedRecipients)
        .values({
          userId: request.userId,
          domain: request.domain,
          address: request.recipient,
          reason: bounce.reason,
          bouncedAt: bounce.now,
        })
        .onConflictDoUpdate({
          target: [bouncedRecipients.userId, bouncedRecipients.domain, bouncedRecipients.address],
          set: { reason: bounce.reason, bouncedAt: bounce.now },
        });
    },
  );
}

/** The addresses of these companies the person's requests came back from. */
export async function findBouncedRecipients(
  db: Database,
  userId: string,
  domains: readonly string[],
) {
  if (domains.length === 0) return [];
  return db
    .select()
    .from(bouncedRecipients)
    .where(
      and(eq(bouncedRecipients.userId, userId), inArray(bouncedRecipients.domain, [...domains])),
    );
}

/** The newest request of `type` to one company of the caller's mailbox `address`. */
export async function findLatestRequest(
  db: Database,
  userId: string,
  address: string,
  domain: string,
  type: RequestType,
) {
  const [row] = await db
    .select({ request: deletionRequests })
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
  return row?.request;
}

/**
 * How many e-mails (requests and their reminders) one mailbox handed to its provider since
 * `since`: what its limits count.
 */
export async function countSendAttemptsSince(db: Database, connectionId: string, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`(count(*) filter (where ${deletionRequests.sendAttemptedAt} >= ${since})
        + count(*) filter (where ${deletionRequests.reminderAttemptedAt} >= ${since}))::int`,
    })
    .from(deletionRequests)
    .where(
      and(
        eq(deletionRequests.connectionId, connectionId),
        or(
          sql`${deletionRequests.sendAttemptedAt} >= ${since}`,
          sql`${deletionRequests.reminderAttemptedAt} >= ${since}`,
        ),
      ),
    );
  return row?.count ?? 0;
}

/**
 * A submitted request awaits an answer until a reply is seen, and again once the person has said
 * what the company answered (decision 76): an identity demand, a form, more time or a refusal is
 * often followed by another reply.
 */
const awaitsAnswer = () =>
  and(
    eq(deletionRequests.status, 'initiated'),
    or(isNull(deletionRequests.repliedAt), ne(deletionRequests.outcome, 'open')),
  );

/** The mailbox's submitted requests awaiting an answer: what `mailbox.sync` looks for. */
export async function findRequestsAwaitingAnswer(db: Database, connectionId: string) {
  return db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.connectionId, connectionId), awaitsAnswer()));
}

/** Mailboxes with requests awaiting an answer, sent since `since`: what the schedule syncs. */
export async function findConnectionsAwaitingAnswers(db: Database, since: Date) {
  const rows = await db
    .selectDistinct({ connectionId: deletionRequests.connectionId })
    .from(deletionRequests)
    .where(and(awaitsAnswer(), sql`${deletionRequests.sentAt} >= ${since}`));
  return rows.map((row) => row.connectionId);
}

/**
 * The company replied: the request shows its newest reply (date and subject), and so does its
 * company. An older reply than the one shown changes nothing.
 */
export async function markRequestReplied(
  db: Database,
  requestId: string,
  reply: { date: Date; subject: string; now: Date },
) {
  const isNewer = or(
    isNull(deletionRequests.repliedAt),
    lt(deletionRequests.repliedAt, reply.date),
  );
  await updateRequestAndRecord(db, requestId, isNewer, {
    request: {
      repliedAt: reply.date,
      replySubject: reply.subject,
      // The sync reads replies oldest first: the first one seen is the first one.
      firstRepliedAt: sql`coalesce(${deletionRequests.firstRepliedAt}, ${reply.date})`,
      updatedAt: reply.now,
    },
    record: {
      requestRepliedAt: reply.date,
      requestReplySubject: reply.subject,
      updatedAt: reply.now,
    },
  });
}

/** Notes that answers to these requests were looked for. */
export async function markRequestsChecked(db: Database, requestIds: readonly string[], now: Date) {
  if (requestIds.length === 0) return;
  await db
    .update(deletionRequests)
    .set({ checkedAt: now })
    .where(inArray(deletionRequests.id, [...requestIds]));
}

/** A request's answers, oldest first, as its details show them. */
export async function findAnswers(db: Database, requestId: string): Promise<RecordedAnswer[]> {
  const rows = await db
    .select()
    .from(requestAnswers)
    .where(eq(requestAnswers.requestId, requestId))
    .orderBy(asc(requestAnswers.createdAt));
  return rows.map(toRecordedAnswer);
}

/** An answer as the details and the account's export show it. */
export function toRecordedAnswer(row: typeof requestAnswers.$inferSelect): RecordedAnswer {
  return {
    kind: row.kind,
    detail: row.detail,
    via: row.via,
    saidAt: row.saidAt.toISOString(),
    recordedAt: row.createdAt.toISOString(),
    dueDate: row.dueAt?.toISOString() ?? null,
    isLateExtension: row.isLateExtension,
  };
}
