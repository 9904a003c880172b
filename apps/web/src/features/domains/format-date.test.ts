import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it("shows dates as 'Mon D, YYYY' in UTC", () => {
    expect(formatDate('2024-01-05T23:30:00.000Z')).toBe('Jan 5, 2024');
    expect(formatDate('2021-12-31T00:00:00.000Z')).toBe('Dec 31, 2021');
  });

  it("shows '-' without a date", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});
