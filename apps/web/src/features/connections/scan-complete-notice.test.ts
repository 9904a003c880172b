import { describe, expect, it } from 'vitest';
import { isNewlyComplete, nextSeen } from './scan-complete-notice';

const done = (emailId: string) => ({ emailId, isRunning: false });
const running = (emailId: string) => ({ emailId, isRunning: true });

describe("'Scan complete.'", () => {
  it('tells of a finished scan once, then no more', () => {
    expect(isNewlyComplete([], [done('a@x.example')])).toBe(true);
    const seen = nextSeen([], [done('a@x.example')]);
    expect(seen).toEqual(['a@x.example']);
    expect(isNewlyComplete(seen, [done('a@x.example')])).toBe(false);
  });

  it('tells of it again after a Rescan, and not while any scan runs', () => {
    const seen = nextSeen(['a@x.example'], [running('a@x.example'), done('b@x.example')]);
    expect(seen).toEqual([]);
    expect(isNewlyComplete(seen, [running('a@x.example'), done('b@x.example')])).toBe(false);
    expect(isNewlyComplete(seen, [done('a@x.example'), done('b@x.example')])).toBe(true);
  });

  it('tells of a newly connected mailbox’s finished scan', () => {
    expect(isNewlyComplete(['a@x.example'], [done('a@x.example'), done('b@x.example')])).toBe(true);
    expect(isNewlyComplete([], [])).toBe(false);
  });
});
