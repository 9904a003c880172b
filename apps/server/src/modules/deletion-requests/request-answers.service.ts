import {
  AnswerRefusal,
  applyAnswer,
  regimeById,
  type AnswerChannel,
  type CompanyAnswer,
  type DsrDetails,
  type RequestType,
} from '@reclaim/contract';
import { deletionRequests, domainRecords, requestAnswers } from '@reclaim/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import {
  findLatestRequest,
  findOpenRequestDomains,
  lockCompaniesOfPerson,
} from './deletion-requests.repository';
import { getRequestDetails, type DeletionRequestDependencies } from './deletion-requests.service';

/**
 * The person tells Reclaim what a company said to their request, and the request moves on as
 * `applyAnswer` says (decision 76): its outcome, its due date after an extension, and Completed
 * when the answer ends it. An erasure request's company follows, as it does the Completed mark.
 * The answer is kept as the request's history.
 */

const FIELD = 'body.requestBody';

export interface AnswerOrder {
  emailId: string;
  domain: string;
  requestType: RequestType;
  answer: CompanyAnswer;
  via: AnswerChannel;
  /** The day a letter or a call gave the answer (YYYY-MM-DD), for `post-or-phone`. */
  saidOn?: string;
}

export async function recordCompanyAnswer(
  deps: DeletionRequestDependencies,
  userId: string,
  order: AnswerOrder,
): Promise<DsrDetails> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    // Two answers at once to one company take turns, as two sends do.
    await lockCompaniesOfPerson(tx, userId, [order.domain]);
    const request = await findLatestRequest(
      tx,
      userId,
      order.emailId,
      order.domain,
      order.requestType,
    );
    if (!request) {
      throw new AppError('not_found', 'No such request was made to this company.', [
        { path: `${FIELD}.domainName`, message: 'No request' },
      ]);
    }
    if (!request.sentAt || (request.status !== 'initiated' && request.status !== 'reclaimed')) {
      throw new AppError(
        'conflict',
        'Only a request that was sent can be answered.',
        [{ path: `${FIELD}.domainName`, message: `The request is ${request.status}` }],
        'RequestNotSent',
      );
    }
    const saidAt = whenSaid({ repliedAt: request.repliedAt, sentAt: request.sentAt }, order, now);
    const result = applyOrRefuse(
      {
        right: request.requestType,
        regime: regimeById(request.jurisdiction),
        outcome: request.outcome,
        outcomeReason: request.outcomeReason,
        sentAt: request.sentAt,
        dueAt: request.dueAt,
      },
      order.answer,
      saidAt,
    );
    const status = result.isFinished ? 'reclaimed' : 'initiated';
    if (request.requestType === 'erasure' && status === 'initiated' && request.status !== status) {
      // One open erasure request per company: not when another mailbox has asked again since.
      const open = await findOpenRequestDomains(tx, userId, [order.domain], 'erasure');
      if (open.length > 0) {
        throw new AppError(
          'conflict',
          `A request to ${order.domain} is open from another of your mailboxes.`,
          [{ path: `${FIELD}.domainName`, message: 'Already requested' }],
          'RequestAlreadyOpen',
        );
      }
    }
    await tx
      .update(deletionRequests)
      .set({
        outcome: result.outcome,
        outcomeReason: result.outcomeReason,
        dueAt: result.dueAt,
        status,
        completedAt: result.isFinished ? (request.completedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(deletionRequests.id, request.id));
    if (request.requestType === 'erasure') {
      await tx
        .update(domainRecords)
        .set({
          requestOutcome: result.outcome,
          requestOutcomeReason: result.outcomeReason,
          requestDueAt: result.dueAt,
          ...(status !== request.status && {
            status,
            // Completed now; Submitted again shows when it was sent, as the Undo of the mark does.
            statusDate: status === 'reclaimed' ? now : request.sentAt,
          }),
          updatedAt: now,
        })
        .where(
          and(
            eq(domainRecords.id, request.domainRecordId),
            eq(domainRecords.status, request.status),
          ),
        );
    }
    await tx.insert(requestAnswers).values({
      requestId: request.id,
      userId,
      kind: order.answer.kind,
      detail: detailOf(order.answer),
      via: order.via,
      saidAt,
      outcome: result.outcome,
      outcomeReason: result.outcomeReason,
      dueAt: result.dueAt,
      isLateExtension: result.isLateExtension,
      createdAt: now,
    });
  });
  return getRequestDetails(deps, userId, order);
}

/**
 * When the company said it: the reply's date for the reply Reclaim found; for a letter or a call,
 * the day the person names (from the start of that day, or the moment the request went out when it
 * went out that day), or now. Never before the request was sent, nor in the future.
 */
function whenSaid(
  request: { repliedAt: Date | null; sentAt: Date },
  order: AnswerOrder,
  now: Date,
): Date {
  if (order.via === 'reply') {
    if (order.saidOn !== undefined) {
      throw new AppError('invalid_input', 'A reply is dated by itself: leave saidOn out.', [
        { path: `${FIELD}.saidOn`, message: 'Only for an answer by post or phone' },
      ]);
    }
    if (!request.repliedAt) {
      throw new AppError(
        'invalid_input',
        'No reply to this request was found: say the answer came by post or phone.',
        [{ path: `${FIELD}.via`, message: 'No reply was found' }],
      );
    }
    return request.repliedAt;
  }
  if (order.saidOn === undefined) return now;
  const day = new Date(`${order.saidOn}T00:00:00Z`);
  const sentDay = new Date(request.sentAt.toISOString().slice(0, 10) + 'T00:00:00Z');
  if (day < sentDay || day > now) {
    throw new AppError(
      'invalid_input',
      'The answer’s date must be between the day the request was sent and today.',
      [{ path: `${FIELD}.saidOn`, message: 'Not between the request and today' }],
    );
  }
  // The day the request went out: after it, in the history.
  return day < request.sentAt ? request.sentAt : day;
}

function applyOrRefuse(...args: Parameters<typeof applyAnswer>) {
  try {
    return applyAnswer(...args);
  } catch (error) {
    if (!(error instanceof AnswerRefusal)) throw error;
    throw new AppError('invalid_input', error.message, [
      { path: `${FIELD}.${error.field}`, message: error.message },
    ]);
  }
}

/** What of an answer is kept beside its kind: the person's words, a link, a reason, a date. */
function detailOf(answer: CompanyAnswer): string | null {
  switch (answer.kind) {
    case 'identity':
      return answer.asked;
    case 'web-form':
      return answer.url ?? null;
    case 'extension':
      return answer.until ?? null;
    case 'refused':
      return answer.reason;
    case 'other':
      return answer.note || null;
    case 'done':
    case 'no-data':
      return null;
  }
}
