import { describe, expect, it } from 'vitest';
import { everyMonth, monthLabel } from './requests-timeline';

const none = { waiting: 0, answered: 0, overdue: 0, done: 0, failed: 0 };

describe('the requests over time', () => {
  it('names a month as Mon YYYY', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('shows every month from the first to the last, across a year’s end', () => {
    const months = everyMonth([
      { ...none, month: '2025-11', done: 2 },
      { ...none, month: '2026-02', waiting: 1 },
    ]);
    expect(months.map((month) => month.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(months[0]).toEqual({ ...none, month: '2025-11', done: 2 });
    expect(months[1]).toEqual({ ...none, month: '2025-12' });
    expect(everyMonth([])).toEqual([]);
  });
});
