import { describe, expect, it } from 'vitest';
import { describePeriod, endOfPeriod } from './periods';

const at = (iso: string) => new Date(`${iso}T10:30:00.000Z`);

describe('endOfPeriod', () => {
  it('counts days from the day after the start, at the same time of day', () => {
    expect(endOfPeriod(at('2026-01-05'), { count: 45, unit: 'days' })).toEqual(at('2026-02-19'));
    expect(endOfPeriod(at('2026-12-20'), { count: 30, unit: 'days' })).toEqual(at('2027-01-19'));
  });

  it('counts a month to the same date, or to the last day of a shorter month', () => {
    const month = { count: 1, unit: 'months' } as const;
    expect(endOfPeriod(at('2026-01-15'), month)).toEqual(at('2026-02-15'));
    expect(endOfPeriod(at('2026-01-31'), month)).toEqual(at('2026-02-28'));
    expect(endOfPeriod(at('2028-01-31'), month)).toEqual(at('2028-02-29'));
    expect(endOfPeriod(at('2026-12-31'), { count: 3, unit: 'months' })).toEqual(at('2027-03-31'));
  });

  it('moves an end on a Saturday or Sunday to the Monday where the rule says so', () => {
    const month = { count: 1, unit: 'months' } as const;
    // 2026-02-14 is a Saturday, 2026-03-15 a Sunday.
    expect(endOfPeriod(at('2026-01-14'), month)).toEqual(at('2026-02-14'));
    expect(endOfPeriod(at('2026-01-14'), month, 'next-business-day')).toEqual(at('2026-02-16'));
    expect(endOfPeriod(at('2026-02-15'), month, 'next-business-day')).toEqual(at('2026-03-16'));
    expect(endOfPeriod(at('2026-01-15'), month, 'next-business-day')).toEqual(at('2026-02-16'));
    expect(endOfPeriod(at('2026-01-13'), month, 'next-business-day')).toEqual(at('2026-02-13'));
  });

  it('counts business days from Monday to Friday', () => {
    const ten = { count: 10, unit: 'business-days' } as const;
    // From Friday 2026-01-02: two weeks of weekdays end on Friday 2026-01-16.
    expect(endOfPeriod(at('2026-01-02'), ten)).toEqual(at('2026-01-16'));
    // From Saturday 2026-01-03: Monday is the first of them.
    expect(endOfPeriod(at('2026-01-03'), ten)).toEqual(at('2026-01-16'));
    expect(endOfPeriod(at('2026-01-05'), { count: 1, unit: 'business-days' })).toEqual(
      at('2026-01-06'),
    );
  });
});

describe('describePeriod', () => {
  it('says a period as people read it', () => {
    expect(describePeriod({ count: 1, unit: 'months' })).toBe('1 month');
    expect(describePeriod({ count: 45, unit: 'days' })).toBe('45 days');
    expect(describePeriod({ count: 10, unit: 'business-days' })).toBe('10 business days');
  });
});
