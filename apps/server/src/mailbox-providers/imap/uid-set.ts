/** Numbers of an IMAP sequence set (`1:3,7,9:8` → 1 2 3 7 8 9), ascending and without repeats. */
export function expandUidSet(set: string): number[] {
  const uids = new Set<number>();
  for (const part of set.split(',')) {
    const [first = NaN, last = first] = part.split(':').map(Number);
    if (!Number.isInteger(first) || !Number.isInteger(last)) {
      throw new Error(`Not an IMAP sequence set: ${set}`);
    }
    for (let uid = Math.min(first, last); uid <= Math.max(first, last); uid += 1) uids.add(uid);
  }
  return [...uids].sort((a, b) => a - b);
}

/** The shortest sequence set of ascending UIDs (`1 2 3 7` → `1:3,7`), to keep commands small. */
export function compressUids(uids: readonly number[]): string {
  const parts: string[] = [];
  let start = uids[0];
  let previous = start;
  for (const uid of [...uids.slice(1), undefined]) {
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
