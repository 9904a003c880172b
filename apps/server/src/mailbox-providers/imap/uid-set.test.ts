import { describe, expect, it } from 'vitest';
import { compressUids, expandUidSet } from './uid-set';

describe('UID sets', () => {
  it('expands ranges, single UIDs and reversed ranges in ascending order', () => {
    expect(expandUidSet('1:3,7,10:9')).toEqual([1, 2, 3, 7, 9, 10]);
    expect(expandUidSet('5')).toEqual([5]);
  });

  it('compresses ascending UIDs into ranges', () => {
    expect(compressUids([1, 2, 3, 7, 9, 10])).toBe('1:3,7,9:10');
    expect(compressUids([4])).toBe('4');
    expect(compressUids([])).toBe('');
  });

  it('round-trips', () => {
    const uids = [2, 3, 4, 8, 20, 21, 1000, 1001, 1002];
    expect(expandUidSet(compressUids(uids))).toEqual(uids);
  });

  it('rejects what is not a sequence set', () => {
    expect(() => expandUidSet('1:*')).toThrow(/Not an IMAP sequence set/);
  });
});
