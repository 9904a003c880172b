import type { DomainCounts } from '@reclaim/contract';
import { COUNT_CARDS } from './count-cards';

/** The requests of every mailbox, summed as the Submitted and Successful cards count them. */
export interface RequestTotals {
  submitted: number;
  successful: number;
}

function cardValue(tile: 'initiated' | 'reclaimed', counts: DomainCounts): number {
  return COUNT_CARDS.find((card) => card.tile === tile)!.value(counts);
}

/**
 * The Submitted and Successful counts summed over mailboxes. Requests add up: a company has at
 * most one open request across the person's mailboxes (decision 59). Companies do not, since
 * one company often writes to two of them, so they are left out (decision 60).
 */
export function sumRequestCounts(counts: readonly DomainCounts[]): RequestTotals {
  return counts.reduce<RequestTotals>(
    (totals, mailbox) => ({
      submitted: totals.submitted + cardValue('initiated', mailbox),
      successful: totals.successful + cardValue('reclaimed', mailbox),
    }),
    { submitted: 0, successful: 0 },
  );
}

/** The line under the cards with more than one mailbox. */
export function acrossMailboxesText(mailboxCount: number, totals: RequestTotals): string {
  return `Across your ${mailboxCount} mailboxes: ${totals.submitted} submitted, ${totals.successful} successful data subject requests.`;
}
