import { describe, expect, it } from 'vitest';
import { monthsBefore } from './domains';

describe('monthsBefore', () => {
  it('steps back calendar months and clamps to the shorter month', () => {
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 12).toISOString()).toBe(
      '2025-01-15T00:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-05-10T00:00:00Z'), 6).toISOString()).toBe(
      '2025-11-10T00:00:00.000Z',
    );
  });
});
