import { exactFrom, type FromPredicate } from './gmail-query.js';
import type { StoredMessage, UserMailbox } from './mailbox-store.js';

/**
 * How the Gmail emulator searches. `exact` (the default) finds `from:amazon.com` in mail from that
 * host and its subdomains only, and counts results exactly. `realistic` behaves like Gmail: any
 * From header holding the words `amazon com` in a row matches (`amazon.com.au`, `best-amazon.com`,
 * `"amazon.com Deals" <…>`), and `resultSizeEstimate` is only an estimate.
 */
export type GmailSearchMode = 'exact' | 'realistic';

/** How `from:` finds mail in one mailbox. */
export interface SenderSearch {
  predicate: FromPredicate;
  /** The received messages the predicate accepts for `value`, oldest first. */
  candidates(value: string): readonly StoredMessage[];
}

/** The sender search of `mode` over `mailbox`. */
export function senderSearchOf(mode: GmailSearchMode, mailbox: UserMailbox): SenderSearch {
  if (mode === 'exact') {
    return { predicate: exactFrom, candidates: (value) => mailbox.fromSender(value) };
  }
  const index = mailbox.fromTokenIndex();
  return {
    predicate: (value) => index.predicateFor(value),
    candidates: (value) => index.find(value),
  };
}

/** FNV-1a of `text`, scaled to [0, 1). */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

const ESTIMATE_EXACT_UP_TO = 100;
const ESTIMATE_LOWEST_FACTOR = 0.75;
const ESTIMATE_HIGHEST_FACTOR = 1.3;

/**
 * `resultSizeEstimate` as Gmail gives it: exact for small results; above 100 the count rounded to
 * two significant digits and off by a factor in [0.75, 1.3] that depends on `q` alone, so asking
 * again gives the same figure. Never below the ids on the page it comes with.
 */
export function estimateResultSize(count: number, q: string, pageLength: number): number {
  if (count <= ESTIMATE_EXACT_UP_TO) return count;
  const magnitude = 10 ** (Math.floor(Math.log10(count)) - 1);
  const rounded = Math.round(count / magnitude) * magnitude;
  const factor =
    ESTIMATE_LOWEST_FACTOR + unitHash(q) * (ESTIMATE_HIGHEST_FACTOR - ESTIMATE_LOWEST_FACTOR);
  return Math.max(pageLength, Math.round(rounded * factor));
}
