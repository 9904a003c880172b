import { describe, expect, it } from 'vitest';
import { answerFiguresText, type CompanyFigures } from './company-figures';

const FIGURES: CompanyFigures = {
  domainName: 'shop.example',
  people: 5,
  requests: 6,
  answeredOnTimePercent: 82,
  medianDaysToAnswer: 9,
  fulfilledPercent: 50,
  unreliableContacts: [],
  computedAt: '2026-06-01T02:41:00.000Z',
};

describe('answerFiguresText', () => {
  it('says what the figures hold, and from how many people', () => {
    expect(answerFiguresText(FIGURES)).toBe(
      "Answers 82 % of requests on time, median 9 days to answer, does as asked in 50 % (from 5 people's requests).",
    );
    expect(answerFiguresText({ ...FIGURES, medianDaysToAnswer: 1 })).toContain('median 1 day to');
    expect(answerFiguresText({ ...FIGURES, medianDaysToAnswer: 0 })).toContain(
      'median under a day to answer',
    );
  });

  it('leaves out what cannot be said yet, and says nothing when nothing can', () => {
    expect(
      answerFiguresText({ ...FIGURES, answeredOnTimePercent: null, fulfilledPercent: null }),
    ).toBe("Median 9 days to answer (from 5 people's requests).");
    expect(
      answerFiguresText({
        ...FIGURES,
        answeredOnTimePercent: null,
        medianDaysToAnswer: null,
        fulfilledPercent: null,
      }),
    ).toBeNull();
  });
});
