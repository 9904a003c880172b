import { describe, expect, it } from 'vitest';
import { compressUids, takeUidsAfter } from './uid-set';

describe('UID sets', () => {
  it('compresses ascending UIDs into ranges', () => {
    expect(compressUids([1, 2, 3, 7, 9, 10])).toBe('1:3,7,9:10');
    expect(compressUids([4])).toBe('4');
    expect(compressUids([])).toBe('');
  });

  it('round-trips', () => {
    const uids = [2, 3, 4, 8, 20, 21, 1000, 1001, 1002];
    expect(takeUidsAfter(compressUids(uids), 0, uids.length).first).toEqual(uids);
  });

  it('rejects what is not a sequence set', () => {
    expect(() => takeUidsAfter('1:*', 0, 10)).toThrow(/Not an IMAP sequence set/);
  });

  it('reads ranges, single UIDs and reversed ranges in ascending order', () => {
    expect(takeUidsAfter('1:3,7,10:9', 0, 10)).toEqual({ first: [1, 2, 3, 7, 9, 10], total: 6 });
    expect(takeUidsAfter('5', 0, 10)).toEqual({ first: [5], total: 1 });
  });

  it('takes the first UIDs above a position and counts them all', () => {
    expect(takeUidsAfter('1:100000', 2500, 3)).toEqual({ first: [2501, 2502, 2503], total: 97500 });
    expect(takeUidsAfter('9,1:3,7', 1, 10)).toEqual({ first: [2, 3, 7, 9], total: 4 });
  });

  it('counts overlapping and reversed ranges once', () => {
    expect(takeUidsAfter('5:1,3:8,8', 0, 4)).toEqual({ first: [1, 2, 3, 4], total: 8 });
  });

  it('reads a set written out of order, with repeats, in ascending order, each UID once', () => {
    expect(takeUidsAfter('20,7,1:3,7,2,15:12', 0, 10)).toEqual({
      first: [1, 2, 3, 7, 12, 13, 14, 15, 20],
      total: 9,
    });
    expect(takeUidsAfter('40:38,5,39,5', 4, 3)).toEqual({ first: [5, 38, 39], total: 4 });
  });

  it('finds nothing when every UID is at or below the position', () => {
    expect(takeUidsAfter('1:40', 40, 5)).toEqual({ first: [], total: 0 });
  });
});
