import { describe, expect, it } from 'vitest';
import { estimateResultSize } from './gmail-search.js';

const queries = Array.from({ length: 500 }, (_, index) => `from:shop-${index}.com`);

describe('estimateResultSize', () => {
  it('is exact up to 100 results', () => {
    for (const count of [0, 1, 57, 100])
      expect(estimateResultSize(count, 'from:x.com', 0)).toBe(count);
  });

  it('scales two significant digits of the count by a factor in [0.75, 1.3] that q decides', () => {
    const estimates = queries.map((q) => estimateResultSize(12_345, q, 0));

    for (const estimate of estimates) {
      expect(estimate).toBeGreaterThanOrEqual(12_000 * 0.75);
      expect(estimate).toBeLessThanOrEqual(12_000 * 1.3);
    }
    expect(Math.min(...estimates)).toBeLessThan(12_000 * 0.8);
    expect(Math.max(...estimates)).toBeGreaterThan(12_000 * 1.25);
    expect(queries.map((q) => estimateResultSize(12_345, q, 0))).toEqual(estimates);
    expect(estimateResultSize(12_345, 'q', 0)).toBe(estimateResultSize(12_000, 'q', 0));
  });

  it('is never below the ids on the page it comes with', () => {
    const low = queries.find((q) => estimateResultSize(400, q, 0) < 400)!;

    expect(estimateResultSize(400, low, 400)).toBe(400);
  });
});
