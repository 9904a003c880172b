/** The shortest sequence set of ascending UIDs (`1 2 3 7` → `1:3,7`), to keep commands small. */
export function compressUids(uids: readonly number[]): string {
  const parts: string[] = [];
  let start = uids[0];
  let previous = start;
  for (const uid of [...uids.slice(1), undefined]) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: `uid === previous + 1` is false whenever either is undefined; the guards are for the type checker.
    if (uid !== undefined && previous !== undefined && uid === previous + 1) {
      previous = uid;
      continue;
    }
    if (start !== undefined) parts.push(start === previous ? `${start}` : `${start}:${previous}`);
    start = uid;
    previous = uid;
  }
  return parts.join(',');
}

/** The first UIDs above a position, and how many there are in all. */
export interface UidsAfter {
  /** At most `limit` UIDs, ascending. */
  first: number[];
  total: number;
}

/**
 * The UIDs of a sequence set that are above `after`: the first `limit` of them, ascending, and
 * their count. Works on the set's ranges, so a 100,000-message `1:100000` costs no more than `1`.
 */
export function takeUidsAfter(set: string, after: number, limit: number): UidsAfter {
  const ranges: Array<[number, number]> = [];
  for (const part of set.split(',')) {
    const [first = NaN, last = first] = part.split(':').map(Number);
    if (!Number.isInteger(first) || !Number.isInteger(last)) {
      throw new Error(`Not an IMAP sequence set: ${set}`);
    }
    // Stryker disable next-line ArithmeticOperator: the loop below skips UIDs up to `after` (covered) anyway; this only drops them early.
    const low = Math.max(Math.min(first, last), after + 1);
    const high = Math.max(first, last);
    // Stryker disable next-line ConditionalExpression: an empty range pushed anyway is skipped by the loop below (low > end).
    if (low <= high) ranges.push([low, high]);
  }
  ranges.sort(([a], [b]) => a - b);
  const uids: number[] = [];
  let total = 0;
  let covered = after;
  for (const [start, end] of ranges) {
    // Ranges may overlap; only UIDs above those already counted are new.
    const low = Math.max(start, covered + 1);
    if (low > end) continue;
    total += end - low + 1;
    for (let uid = low; uid <= end && uids.length < limit; uid += 1) uids.push(uid);
    covered = end;
  }
  return { first: uids, total };
}
