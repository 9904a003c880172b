import { describe, expect, it } from 'vitest';
import { isOverBatchLimit, requestableRecords } from './request-batch';

describe('a batch of deletion requests', () => {
  it('allows up to 25 companies at once and blocks the 26th', () => {
    expect(isOverBatchLimit(1)).toBe(false);
    expect(isOverBatchLimit(25)).toBe(false);
    expect(isOverBatchLimit(26)).toBe(true);
  });

  it('leaves out companies whose request is under way or done, and retries failed ones', () => {
    const records = [
      { status: 'pending' },
      { status: 'needed' },
      { status: 'failed' },
      { status: 'initiated' },
      { status: 'processing' },
      { status: 'reclaimed' },
    ] as const;

    expect(requestableRecords(records).map((r) => r.status)).toEqual([
      'pending',
      'needed',
      'failed',
    ]);
  });
});
