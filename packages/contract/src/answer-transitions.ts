import { endOfPeriod, type Period } from './regimes/periods';
import type { Regime, Right, TimeLimit } from './regimes/regime';
import {
  COMPANY_ANSWERS,
  type CompanyAnswer,
  type CompanyAnswerKind,
  type DenialReason,
  type ProgressReason,
  type RequestOutcome,
} from './request-answers';

/**
 * Where a company's answer leaves a request: one module, pure, so that the server and every screen
 * move a request the same way (decision 76).
 */

/** The answers open to a request of `right` under `regime`: an extension only where it grants one. */
export function answersFor(regime: Regime, right: Right): CompanyAnswerKind[] {
  const canExtend = regime.rights[right]?.timeLimit?.extension !== undefined;
  return COMPANY_ANSWERS.filter((kind) => kind !== 'extension' || canExtend);
}

/** What the answer is given about: the request as it stands. */
export interface AnsweredRequest {
  right: Right;
  regime: Regime;
  outcome: RequestOutcome;
  outcomeReason: ProgressReason | DenialReason | null;
  sentAt: Date;
  dueAt: Date | null;
}

/** Where an answer leaves the request. */
export interface AnswerResult {
  outcome: RequestOutcome;
  outcomeReason: ProgressReason | DenialReason | null;
  /** The request is done with: Completed on its card. */
  isFinished: boolean;
  dueAt: Date | null;
  /**
   * The company announced its extension after its time was up, which the law does not allow: the
   * request stays due when it was.
   */
  isLateExtension: boolean;
}

/** Why an answer cannot be taken; the field that is wrong, for the call's error. */
export class AnswerRefusal extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/**
 * Where `answer`, said by the company on `saidOn`, leaves `request`. Any answer may follow any
 * other (the person may have clicked the wrong one, and a company that said "done" may ask for
 * more), but an extension is taken once, and only where the law grants one.
 */
export function applyAnswer(
  request: AnsweredRequest,
  answer: CompanyAnswer,
  saidOn: Date,
): AnswerResult {
  const stays = { dueAt: request.dueAt, isLateExtension: false };
  switch (answer.kind) {
    case 'done':
      return { outcome: 'fulfilled', outcomeReason: null, isFinished: true, ...stays };
    case 'no-data':
      return { outcome: 'denied', outcomeReason: 'no_match', isFinished: true, ...stays };
    case 'identity':
      return progress('need_user_verification', stays);
    case 'web-form':
      return progress('web_form', stays);
    case 'other':
      return progress('acknowledged', stays);
    case 'refused':
      return { outcome: 'denied', outcomeReason: answer.reason, isFinished: false, ...stays };
    case 'extension':
      return extend(request, answer.until, saidOn);
  }
}

function progress(
  reason: ProgressReason,
  stays: Pick<AnswerResult, 'dueAt' | 'isLateExtension'>,
): AnswerResult {
  return { outcome: 'in_progress', outcomeReason: reason, isFinished: false, ...stays };
}

/**
 * An extension: the request is due when the law's longer limit ends, counted from when it was
 * sent, or on the day the company named if that is sooner; where the law sets no cap (the
 * Swiss FADP's access), on the day the company named. Told after the first limit ended where
 * the law has it told within that limit, it changes nothing.
 */
function extend(request: AnsweredRequest, until: string | undefined, saidOn: Date): AnswerResult {
  const limit = request.regime.rights[request.right]?.timeLimit;
  const extension = limit?.extension;
  if (!limit || !extension) {
    throw new AnswerRefusal(
      `${request.regime.shortName} sets no extension of this request's time limit.`,
      'answer.kind',
    );
  }
  if (request.outcomeReason === 'extended') {
    throw new AnswerRefusal('The extension is already recorded.', 'answer.kind');
  }
  const firstDue = endOfPeriod(request.sentAt, limit.period, limit.weekend?.rule);
  if (extension.isToldWithinLimit && saidOn > firstDue) {
    return {
      outcome: 'in_progress',
      outcomeReason: 'extended',
      isFinished: false,
      dueAt: request.dueAt,
      isLateExtension: true,
    };
  }
  const cap = extension.period ? extendedEnd(request.sentAt, limit, extension.period) : null;
  const named = until ? endOfDay(until) : null;
  if (!cap && !named) {
    throw new AnswerRefusal(
      `Under ${request.regime.shortName} the company must say by when it will answer: give that date.`,
      'answer.until',
    );
  }
  if (named && named <= request.sentAt) {
    throw new AnswerRefusal('The date they named is before the request was sent.', 'answer.until');
  }
  // The sooner of the two, where the company named a day within the law's end.
  const dueAt = cap && named ? new Date(Math.min(cap.getTime(), named.getTime())) : (cap ?? named);
  return {
    outcome: 'in_progress',
    outcomeReason: 'extended',
    isFinished: false,
    dueAt,
    isLateExtension: false,
  };
}

/**
 * The end of a limit and its extension, counted together from the start where both are in one
 * unit (GDPR's one month and two further months end three months after receipt), one after the
 * other where they are not.
 */
function extendedEnd(start: Date, limit: TimeLimit, extension: Period): Date {
  const weekend = limit.weekend?.rule;
  if (limit.period.unit === extension.unit) {
    return endOfPeriod(
      start,
      { count: limit.period.count + extension.count, unit: extension.unit },
      weekend,
    );
  }
  return endOfPeriod(endOfPeriod(start, limit.period, weekend), extension, weekend);
}

/** A named day is kept to its end, in UTC, as due dates are shown. */
function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}
