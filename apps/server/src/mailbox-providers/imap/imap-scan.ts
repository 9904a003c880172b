import type { ImapFlow, MailboxObject } from 'imapflow';
import type { MessageMetadata, ScanPage } from '../provider';
import { capMetadata } from '../shared/header-limits';
import { SENDER_SIGNAL_HEADERS } from '../shared/sender-headers';
import type { ImapCursor } from './imap-cursor';
import { fetchHeaderFields, type FetchedHeaders } from './imap-header-fetch';
import { chooseMessageDate, readHeaderFields } from './imap-headers';
import { compressUids, takeUidsAfter, type UidsAfter } from './uid-set';

/**
 * UIDs per page by default. A page is one session (connect, login, EXAMINE, UID SEARCH), one UID
 * FETCH, and one commit of aggregates with its checkpoint. The session costs about as much as
 * fetching a few thousand headers, so pages are large; a crash re-reads at most one page.
 */
export const DEFAULT_IMAP_PAGE_SIZE = 10_000;

/** All Reclaim reads of a message, besides its UID and INTERNALDATE; never the body. */
const HEADER_FIELDS = ['from', 'subject', 'date', ...SENDER_SIGNAL_HEADERS];

/**
 * The first `limit` UIDs above `lastUid`, ascending, and how many there are in all. With ESEARCH
 * the server sends them as compact ranges, which are counted without being expanded.
 */
async function findUidsAfter(client: ImapFlow, lastUid: number, limit: number): Promise<UidsAfter> {
  const result = await client.search(
    { uid: `${lastUid + 1}:*` },
    { uid: true, returnOptions: ['ALL'] },
  );
  if (result === false) throw new Error('The mail server refused UID SEARCH on INBOX');
  if (!Array.isArray(result)) return takeUidsAfter(result.all ?? '', lastUid, limit);
  // `n:*` always matches the highest UID, even when it is below n.
  const uids = result.filter((uid) => uid > lastUid).sort((a, b) => a - b);
  return { first: uids.slice(0, limit), total: uids.length };
}

/** The metadata of the messages with these UIDs, read as the server streams them. */
async function fetchMetadata(client: ImapFlow, uids: readonly number[]) {
  const messages: MessageMetadata[] = [];
  if (uids.length === 0) return messages;
  await fetchHeaderFields(client, compressUids(uids), HEADER_FIELDS, (fetched) => {
    const message = toMetadata(fetched);
    if (message) messages.push(message);
  });
  return messages;
}

function toMetadata(message: FetchedHeaders): MessageMetadata | null {
  const fields = readHeaderFields(message.headers);
  const date = chooseMessageDate(fields.date, message.internalDate);
  // Without any date a message cannot be placed on a company's first/last mail: leave it out.
  if (!date) return null;
  return capMetadata({
    id: String(message.uid),
    fromAddress: fields.fromAddress,
    fromName: fields.fromName,
    subject: fields.subject,
    snippet: '',
    date,
    ...fields.signals,
    categories: [],
  });
}

/** INBOX as EXAMINE found it; copied, as imapflow updates its own object while the session runs. */
interface InboxState {
  uidValidity: number;
  uidNext: number;
  exists: number;
  highestModseq: string | undefined;
}

function readInboxState(mailbox: MailboxObject): InboxState {
  return {
    uidValidity: Number(mailbox.uidValidity),
    uidNext: mailbox.uidNext,
    exists: mailbox.exists,
    highestModseq: mailbox.highestModseq?.toString(),
  };
}

/** Nothing can be new: no UID was handed out since, or CONDSTORE says nothing changed at all. */
function isUnchanged(cursor: ImapCursor, inbox: InboxState): boolean {
  if (inbox.uidNext > 0 && inbox.uidNext <= cursor.lastUid + 1) return true;
  return cursor.highestModseq !== undefined && inbox.highestModseq === cursor.highestModseq;
}

/**
 * Where a rescan starts once everything up to `lastUid` is read. UIDs are handed out in rising
 * order and never reused, so when nothing exists above `lastUid`, nothing below UIDNEXT is still
 * to come either.
 */
function syncPosition(inbox: InboxState, lastUid: number): ImapCursor {
  return {
    uidValidity: inbox.uidValidity,
    lastUid: Math.max(lastUid, inbox.uidNext - 1),
    ...(inbox.highestModseq !== undefined && { highestModseq: inbox.highestModseq }),
  };
}

/**
 * Reads the next page of INBOX, opened read-only (EXAMINE): the metadata of at most `pageSize`
 * messages after the cursor's UID. The last page has `cursor: null` and a `syncCursor`; scanning
 * again from that reads only mail that arrived since (nothing at all, without a search, when
 * UIDNEXT or CONDSTORE's HIGHESTMODSEQ did not move). A cursor from another UIDVALIDITY points
 * into a mailbox that was rebuilt, so the scan starts again at UID 1.
 */
export async function scanInbox(
  client: ImapFlow,
  cursor: ImapCursor | null,
  pageSize = DEFAULT_IMAP_PAGE_SIZE,
): Promise<ScanPage> {
  const inbox = readInboxState(await client.mailboxOpen('INBOX', { readOnly: true }));
  const from = cursor?.uidValidity === inbox.uidValidity ? cursor : null;
  // What was counted under the old UIDVALIDITY can no longer be told apart from the new mail.
  const restarted = cursor !== null && from === null ? { restarted: true } : {};
  const lastUid = from?.lastUid ?? 0;
  if (from && isUnchanged(from, inbox)) {
    return { messages: [], cursor: null, syncCursor: syncPosition(inbox, lastUid), progress: 100 };
  }

  const { first: chunk, total: remaining } = await findUidsAfter(client, lastUid, pageSize);
  const messages = await fetchMetadata(client, chunk);
  const pageEnd = chunk.at(-1) ?? lastUid;

  if (remaining === chunk.length) {
    return {
      messages,
      cursor: null,
      syncCursor: syncPosition(inbox, pageEnd),
      progress: 100,
      ...restarted,
    };
  }
  const read = inbox.exists - remaining + chunk.length;
  return {
    ...restarted,
    messages,
    cursor: { uidValidity: inbox.uidValidity, lastUid: pageEnd },
    progress: Math.min(99, Math.round((100 * read) / Math.max(1, inbox.exists))),
  };
}
