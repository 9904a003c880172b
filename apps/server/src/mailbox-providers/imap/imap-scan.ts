import type { FetchMessageObject, ImapFlow, MailboxObject } from 'imapflow';
import type { MessageMetadata, ScanPage } from '../provider';
import type { ImapCursor } from './imap-cursor';
import { chooseMessageDate, readHeaderFields } from './imap-headers';
import { compressUids, expandUidSet } from './uid-set';

/** UIDs per FETCH, and so per page: one page is one round of fetch, aggregate and checkpoint. */
export const MAX_UIDS_PER_FETCH = 1000;

/** All Reclaim reads of a message. `BODY.PEEK` leaves `\Seen` alone; the body is never asked for. */
const HEADER_FIELDS = ['from', 'subject', 'date', 'list-unsubscribe'];

/** UIDs above `lastUid`, ascending; with ESEARCH the server sends them as compact ranges. */
async function findUidsAfter(client: ImapFlow, lastUid: number): Promise<number[]> {
  const result = await client.search(
    { uid: `${lastUid + 1}:*` },
    { uid: true, returnOptions: ['ALL'] },
  );
  if (result === false) throw new Error('The mail server refused UID SEARCH on INBOX');
  const uids = Array.isArray(result) ? result : result.all ? expandUidSet(result.all) : [];
  // `n:*` always matches the highest UID, even when it is below n.
  return uids.filter((uid) => uid > lastUid).sort((a, b) => a - b);
}

function toMetadata(message: FetchMessageObject): MessageMetadata | null {
  if (!message.headers) return null;
  const fields = readHeaderFields(message.headers);
  const internal = message.internalDate ? new Date(message.internalDate) : null;
  const date = chooseMessageDate(
    fields.date,
    internal && !Number.isNaN(internal.getTime()) ? internal : null,
  );
  // Without any date a message cannot be placed on a company's first/last mail: leave it out.
  if (!date) return null;
  return {
    id: String(message.uid),
    fromAddress: fields.fromAddress,
    fromName: fields.fromName,
    subject: fields.subject,
    snippet: '',
    date,
    hasListUnsubscribe: fields.hasListUnsubscribe,
    categories: [],
  };
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
 * Reads the next page of INBOX, opened read-only (EXAMINE): the metadata of at most
 * {@link MAX_UIDS_PER_FETCH} messages after the cursor's UID. The last page has `cursor: null`
 * and a `syncCursor`; scanning again from that reads only mail that arrived since (nothing at
 * all, without a search, when UIDNEXT or CONDSTORE's HIGHESTMODSEQ did not move). A cursor from
 * another UIDVALIDITY points into a mailbox that was rebuilt, so the scan starts again at UID 1.
 */
export async function scanInbox(client: ImapFlow, cursor: ImapCursor | null): Promise<ScanPage> {
  const inbox = readInboxState(await client.mailboxOpen('INBOX', { readOnly: true }));
  const from = cursor?.uidValidity === inbox.uidValidity ? cursor : null;
  // What was counted under the old UIDVALIDITY can no longer be told apart from the new mail.
  const restarted = cursor !== null && from === null ? { restarted: true } : {};
  const lastUid = from?.lastUid ?? 0;
  if (from && isUnchanged(from, inbox)) {
    return { messages: [], cursor: null, syncCursor: syncPosition(inbox, lastUid), progress: 100 };
  }

  const remaining = await findUidsAfter(client, lastUid);
  const chunk = remaining.slice(0, MAX_UIDS_PER_FETCH);
  const fetched =
    chunk.length === 0
      ? []
      : await client.fetchAll(
          compressUids(chunk),
          { uid: true, internalDate: true, headers: HEADER_FIELDS },
          { uid: true },
        );
  const messages = fetched
    .map(toMetadata)
    .filter((message): message is MessageMetadata => message !== null);
  const pageEnd = chunk.at(-1) ?? lastUid;

  if (remaining.length === chunk.length) {
    return {
      messages,
      cursor: null,
      syncCursor: syncPosition(inbox, pageEnd),
      progress: 100,
      ...restarted,
    };
  }
  const read = inbox.exists - remaining.length + chunk.length;
  return {
    ...restarted,
    messages,
    cursor: { uidValidity: inbox.uidValidity, lastUid: pageEnd },
    progress: Math.min(99, Math.round((100 * read) / Math.max(1, inbox.exists))),
  };
}
