import type { DomainCounts } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { acrossMailboxesText, sumRequestCounts } from './request-totals';

const NONE: DomainCounts = {
  neededDomain: 0,
  pendingDomain: 0,
  processingDomain: 0,
  failedDomain: 0,
  initiatedDomain: 0,
  reclaimedDomain: 0,
  recommendedDsrCount: 0,
  oneMonthAgoCount: 0,
  sixMonthsAgoCount: 0,
  oneYearAgoCount: 0,
};

describe('sumRequestCounts', () => {
  it('adds up the Submitted and Successful cards of every mailbox', () => {
    const demo = {
      ...NONE,
      pendingDomain: 88,
      initiatedDomain: 9,
      failedDomain: 2,
      reclaimedDomain: 1,
    };
    const imap = { ...NONE, pendingDomain: 40, processingDomain: 1, reclaimedDomain: 1 };
    expect(sumRequestCounts([demo, imap])).toEqual({ submitted: 12, successful: 2 });
  });

  it('leaves companies out: one company often writes to two mailboxes', () => {
    expect(sumRequestCounts([{ ...NONE, pendingDomain: 5, neededDomain: 3 }])).toEqual({
      submitted: 0,
      successful: 0,
    });
  });
});

describe('acrossMailboxesText', () => {
  it('names the number of mailboxes and both totals', () => {
    expect(acrossMailboxesText(2, { submitted: 12, successful: 2 })).toBe(
      'Across your 2 mailboxes: 12 submitted, 2 successful data subject requests.',
    );
  });
});
