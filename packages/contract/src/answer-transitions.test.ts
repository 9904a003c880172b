import { describe, expect, it } from 'vitest';
import { AnswerRefusal, answersFor, applyAnswer, type AnsweredRequest } from './answer-transitions';
import { regimeById, type Regime } from './regimes';
import { COMPANY_ANSWERS, REFUSAL_REASONS, type CompanyAnswer } from './request-answers';

/** An erasure request under the GDPR sent on Saturday 31 January 2026, due Monday 2 March. */
const SENT = new Date('2026-01-31T10:00:00Z');
const open: AnsweredRequest = {
  right: 'erasure',
  regime: regimeById('gdpr'),
  outcome: 'open',
  outcomeReason: null,
  sentAt: SENT,
  dueAt: new Date('2026-03-02T10:00:00Z'),
};
const WITHIN = new Date('2026-02-10T09:00:00Z');

describe('applyAnswer, from an open request', () => {
  const cases: [CompanyAnswer, string, string | null, boolean][] = [
    [{ kind: 'done' }, 'fulfilled', null, true],
    [{ kind: 'no-data' }, 'denied', 'no_match', true],
    [
      { kind: 'identity', asked: 'A copy of my passport' },
      'in_progress',
      'need_user_verification',
      false,
    ],
    [{ kind: 'web-form', url: 'https://example.com/privacy' }, 'in_progress', 'web_form', false],
    [{ kind: 'web-form' }, 'in_progress', 'web_form', false],
    [{ kind: 'other', note: 'They sent a survey' }, 'in_progress', 'acknowledged', false],
    ...REFUSAL_REASONS.map(
      (reason) =>
        [{ kind: 'refused', reason }, 'denied', reason, false] as [
          CompanyAnswer,
          string,
          string,
          boolean,
        ],
    ),
  ];
  it.each(cases)('%j → %s (%s)', (answer, outcome, reason, isFinished) => {
    const result = applyAnswer(open, answer, WITHIN);
    expect(result).toEqual({
      outcome,
      outcomeReason: reason,
      isFinished,
      dueAt: open.dueAt,
      isLateExtension: false,
    });
  });
});

describe('applyAnswer, after another answer', () => {
  const states: Pick<AnsweredRequest, 'outcome' | 'outcomeReason'>[] = [
    { outcome: 'fulfilled', outcomeReason: null },
    { outcome: 'denied', outcomeReason: 'no_match' },
    { outcome: 'denied', outcomeReason: 'claim_not_covered' },
    { outcome: 'in_progress', outcomeReason: 'need_user_verification' },
    { outcome: 'in_progress', outcomeReason: 'web_form' },
    { outcome: 'in_progress', outcomeReason: 'acknowledged' },
  ];
  it.each(states)('from %j every answer moves it as from open', (state) => {
    for (const answer of [
      { kind: 'done' },
      { kind: 'no-data' },
      { kind: 'identity', asked: 'Date of birth' },
      { kind: 'web-form' },
      { kind: 'extension' },
      { kind: 'refused', reason: 'other' },
      { kind: 'other' },
    ] satisfies CompanyAnswer[]) {
      expect(applyAnswer({ ...open, ...state }, answer, WITHIN)).toEqual(
        applyAnswer(open, answer, WITHIN),
      );
    }
  });

  it('after an extension, takes every answer but a second extension', () => {
    const extended = applyAnswer(open, { kind: 'extension' }, WITHIN);
    const after = { ...open, outcome: extended.outcome, outcomeReason: extended.outcomeReason };
    expect(
      applyAnswer({ ...after, dueAt: extended.dueAt }, { kind: 'done' }, WITHIN),
    ).toMatchObject({ outcome: 'fulfilled', dueAt: extended.dueAt });
    expect(() => applyAnswer(after, { kind: 'extension' }, WITHIN)).toThrow(
      expect.objectContaining({
        message: 'The extension is already recorded.',
        field: 'answer.kind',
      }),
    );
  });
});

describe('applyAnswer, an extension', () => {
  it('under the GDPR, is due three months after sending (Art. 12(3)), on a weekday', () => {
    // 31 April does not exist: three months from 31 January end on 30 April, a Thursday.
    expect(applyAnswer(open, { kind: 'extension' }, WITHIN)).toEqual({
      outcome: 'in_progress',
      outcomeReason: 'extended',
      isFinished: false,
      dueAt: new Date('2026-04-30T10:00:00Z'),
      isLateExtension: false,
    });
    // Sent on 2 May: 2 August 2026 is a Sunday, so the Monday.
    const may = { ...open, sentAt: new Date('2026-05-02T10:00:00Z') };
    expect(applyAnswer(may, { kind: 'extension' }, new Date('2026-05-03')).dueAt).toEqual(
      new Date('2026-08-03T10:00:00Z'),
    );
  });

  it('under a US state law, is due 90 days after sending', () => {
    const texas = { ...open, regime: regimeById('us-tx') };
    expect(applyAnswer(texas, { kind: 'extension' }, WITHIN).dueAt).toEqual(
      new Date('2026-05-01T10:00:00Z'),
    );
  });

  it('on the day the company named, when that is before the law’s end', () => {
    expect(applyAnswer(open, { kind: 'extension', until: '2026-03-20' }, WITHIN).dueAt).toEqual(
      new Date('2026-03-20T23:59:59.999Z'),
    );
  });

  it('never later than the law allows, whatever the company named', () => {
    expect(applyAnswer(open, { kind: 'extension', until: '2026-12-31' }, WITHIN).dueAt).toEqual(
      new Date('2026-04-30T10:00:00Z'),
    );
  });

  it('without a cap (Swiss FADP access), on the day named, which must be given', () => {
    const swiss = { ...open, right: 'access' as const, regime: regimeById('ch-fadp') };
    expect(applyAnswer(swiss, { kind: 'extension', until: '2026-06-01' }, WITHIN).dueAt).toEqual(
      new Date('2026-06-01T23:59:59.999Z'),
    );
    expect(() => applyAnswer(swiss, { kind: 'extension' }, WITHIN)).toThrow(
      expect.objectContaining({
        message: 'Under FADP the company must say by when it will answer: give that date.',
        field: 'answer.until',
      }),
    );
  });

  it('refuses a named day that ends before the request was sent, or as it was', () => {
    expect(() => applyAnswer(open, { kind: 'extension', until: '2026-01-01' }, WITHIN)).toThrow(
      expect.objectContaining({
        message: 'The date they named is before the request was sent.',
        field: 'answer.until',
      }),
    );
    const lastMoment = { ...open, sentAt: new Date('2026-01-31T23:59:59.999Z') };
    expect(() =>
      applyAnswer(lastMoment, { kind: 'extension', until: '2026-01-31' }, WITHIN),
    ).toThrow(expect.objectContaining({ field: 'answer.until' }));
  });

  it('told after the first limit ended, keeps the due date and says it was too late', () => {
    const late = new Date('2026-03-03T09:00:00Z');
    expect(applyAnswer(open, { kind: 'extension' }, late)).toEqual({
      outcome: 'in_progress',
      outcomeReason: 'extended',
      isFinished: false,
      dueAt: open.dueAt,
      isLateExtension: true,
    });
    // To the last moment it is still in time.
    expect(applyAnswer(open, { kind: 'extension' }, open.dueAt!).isLateExtension).toBe(false);
  });

  it('told late, still counts where the law, as read, sets no time to tell it (New Hampshire)', () => {
    const newHampshire = { ...open, regime: regimeById('us-nh') };
    const result = applyAnswer(newHampshire, { kind: 'extension' }, new Date('2026-04-01'));
    expect(result).toMatchObject({
      isLateExtension: false,
      dueAt: new Date('2026-05-01T10:00:00Z'),
    });
  });

  it('is refused where the law sets none (Kentucky, as read)', () => {
    const kentucky = { ...open, regime: regimeById('us-ky') };
    expect(() => applyAnswer(kentucky, { kind: 'extension' }, WITHIN)).toThrow(
      expect.objectContaining({
        message: "KCDPA sets no extension of this request's time limit.",
        field: 'answer.kind',
      }),
    );
    // Nor where the law does not grant the right at all (PIPEDA has no erasure).
    const pipeda = { ...open, regime: regimeById('ca-pipeda') };
    expect(() => applyAnswer(pipeda, { kind: 'extension' }, WITHIN)).toThrow(AnswerRefusal);
  });

  it('counts a limit and an extension in different units one after the other', () => {
    const mixed: Regime = {
      ...regimeById('gdpr'),
      rights: {
        erasure: {
          citation: 'a test row',
          timeLimit: {
            period: { count: 30, unit: 'days' },
            citation: 'a test row',
            extension: { period: { count: 1, unit: 'months' }, condition: 'any', citation: 'x' },
          },
        },
      },
    };
    // 31 January + 30 days = 2 March, + 1 month = 2 April.
    expect(applyAnswer({ ...open, regime: mixed }, { kind: 'extension' }, WITHIN).dueAt).toEqual(
      new Date('2026-04-02T10:00:00Z'),
    );
  });
});

describe('answersFor', () => {
  it('offers an extension only where the law grants one', () => {
    expect(answersFor(regimeById('gdpr'), 'erasure')).toEqual([...COMPANY_ANSWERS]);
    const others = COMPANY_ANSWERS.filter((kind) => kind !== 'extension');
    expect(answersFor(regimeById('us-ky'), 'erasure')).toEqual(others);
    // PIPEDA sets no time limit for correction, and grants no erasure.
    expect(answersFor(regimeById('ca-pipeda'), 'correction')).toEqual(others);
    expect(answersFor(regimeById('ca-pipeda'), 'erasure')).toEqual(others);
  });
});
