import type { MessageMetadata } from '../provider';
import { getMetadata, listAllIds } from './gmail-api';
import type { GmailCall } from './gmail-client';
import type { SenderTotal } from './gmail-scan-page';

/** One sender swept: its ids are known (so the walk can skip them), its total still being read. */
export interface SweptSender {
  ids: string[];
  /** Null for senders that are covered but not counted (people, the mailbox's own domain). */
  total: Promise<SenderTotal> | null;
}

const newestFirst = (a: MessageMetadata, b: MessageMetadata) =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1);

async function readTotal(
  call: GmailCall,
  sender: string,
  ids: string[],
  found: MessageMetadata,
): Promise<SenderTotal> {
  // Lists run newest first: the first id gives the last date and the last id the first. The walk
  // meets a sender at its newest message, so that one is usually already read: about one read a
  // sender. The other samples are read after the scan (see `readSamples`).
  const wanted = new Set([ids[0], ids.at(-1)].filter((id) => id !== undefined));
  wanted.delete(found.id);
  const read = await Promise.all([...wanted].map((id) => getMetadata(call, id)));
  const messages = [found, ...read.filter((message) => message !== null)].sort(newestFirst);
  // A search that missed the message it started from still counts that message, once.
  const count = ids.includes(found.id) ? ids.length : ids.length + 1;
  return {
    sender,
    count,
    first: messages.at(-1)!.date,
    last: messages[0]!.date,
    samples: messages,
  };
}

/**
 * Lists every id from `sender` (a registrable domain, which `from:` matches with its subdomains,
 * or one address) within `range`, then reads the metadata of the newest and the oldest. The
 * caller marks the ids covered as soon as they are listed and collects the total later, so the
 * walk goes on while they are read.
 */
export async function sweepSender(
  call: GmailCall,
  sender: string,
  range: string,
  found: MessageMetadata,
  options: { withTotal: boolean },
): Promise<SweptSender> {
  const ids = await listAllIds(call, `from:${sender} ${range}`);
  if (!options.withTotal) return { ids, total: null };
  const total = readTotal(call, sender, ids, found);
  // Awaited with the page's other totals; until then a failure must not count as unhandled.
  total.catch(() => {});
  return { ids, total };
}
