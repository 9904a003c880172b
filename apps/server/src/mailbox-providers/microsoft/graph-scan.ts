import type { MessageMetadata, ScanPage } from '../provider';
import { GraphApiError, type GraphCall } from './graph-client';
import { graphPageSchema, MESSAGE_FIELDS, toMessageMetadata } from './graph-metadata';
import {
  advance,
  isBeyond,
  type ListCursor,
  type SyncCursor,
  type Watermark,
} from './microsoft-cursor';

const MESSAGES_URL = '/v1.0/me/messages';
// Graph tracks message changes per folder only; new mail arrives in the Inbox.
const INBOX_DELTA_URL = '/v1.0/me/mailFolders/inbox/messages/delta';

// Graph compares receivedDateTime to whole seconds; unquoted is its DateTimeOffset literal form.
const instant = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

const urlOf = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

const metadataOf = (items: readonly unknown[]) =>
  items.map(toMessageMetadata).filter((message): message is MessageMetadata => message !== null);

/** Reads a delta round to its end: its messages (each once) and the link to the next round. */
async function walkDelta(call: GraphCall, url: string) {
  const byId = new Map<string, MessageMetadata>();
  let next = url;
  for (;;) {
    const page = graphPageSchema.parse(await call({ url: next }));
    // A message changed while the round is read may come twice; the later copy wins.
    for (const message of metadataOf(page.value)) byId.set(message.id, message);
    const deltaLink = page['@odata.deltaLink'];
    if (deltaLink) return { messages: [...byId.values()], deltaLink };
    next = page['@odata.nextLink'] ?? '';
    if (!next) throw new Error('Graph ended a delta round without a deltaLink');
  }
}

/**
 * Starts a scan of every message received before now (all folders: Graph's `/me/messages`
 * includes Junk Email and Deleted Items), or with `countFrom` only of those beyond it.
 *
 * Mail that arrives meanwhile is counted exactly once: the list stops at `cutoff`, taken before
 * anything is read, so new mail neither joins it nor shifts its `$skip` pages; the Inbox delta
 * round taken first, filtered to `receivedDateTime ge cutoff`, counts what came after, now and in
 * every rescan.
 */
export async function startListScan(
  call: GraphCall,
  countFrom: Watermark | null,
  clock: () => number,
): Promise<ScanPage> {
  const cutoff = wholeSecond(clock());
  const after = `receivedDateTime ge ${instant(cutoff)}`;
  const round = await walkDelta(
    call,
    urlOf(INBOX_DELTA_URL, { $select: MESSAGE_FIELDS, $filter: after }),
  );
  const fresh = countFrom
    ? round.messages.filter((message) => isBeyond(countFrom, message))
    : round.messages;
  const start =
    countFrom && countFrom.after >= cutoff ? countFrom : { after: cutoff - 1, sameTime: [] };

  const lower = countFrom
    ? `receivedDateTime ge ${instant(wholeSecond(countFrom.after))} and `
    : '';
  const filter = `${lower}receivedDateTime lt ${instant(cutoff)}`;
  const oldestPage = graphPageSchema.parse(
    await call({
      url: urlOf(MESSAGES_URL, {
        $select: 'receivedDateTime',
        $filter: filter,
        $orderby: 'receivedDateTime asc',
        $top: '1',
      }),
    }),
  );
  const oldest = (oldestPage.value[0] as { receivedDateTime?: string } | undefined)
    ?.receivedDateTime;
  const cursor: ListCursor = {
    phase: 'list',
    // Newest first, as Graph pages `$skip` over a list that no longer changes below the cutoff.
    next: urlOf(MESSAGES_URL, {
      $select: MESSAGE_FIELDS,
      $filter: filter,
      $orderby: 'receivedDateTime desc',
      $top: '1000',
    }),
    cutoff,
    oldest: oldest ? Date.parse(oldest) : null,
    countFrom,
    deltaLink: round.deltaLink,
    synced: advance(start, fresh),
  };
  const page = await listPage(call, cursor);
  return { ...page, messages: [...fresh, ...page.messages] };
}

/** Reads the next page of a list scan; the last one hands back the Inbox delta link. */
export async function listPage(call: GraphCall, cursor: ListCursor): Promise<ScanPage> {
  const page = graphPageSchema.parse(await call({ url: cursor.next }));
  const { countFrom } = cursor;
  const all = metadataOf(page.value);
  const messages = countFrom ? all.filter((message) => isBeyond(countFrom, message)) : all;
  const next = page['@odata.nextLink'];
  if (!next) {
    const syncCursor: SyncCursor = {
      phase: 'delta',
      deltaLink: cursor.deltaLink,
      synced: cursor.synced,
    };
    return { messages, cursor: null, syncCursor, progress: 100 };
  }
  return { messages, cursor: { ...cursor, next }, progress: progressOf(cursor, all) };
}

/** How far back in time the newest-first walk has come, as a share of the list's time span. */
function progressOf(cursor: ListCursor, page: readonly MessageMetadata[]): number {
  const reached = page.at(-1)?.date.getTime();
  if (cursor.oldest === null || reached === undefined || cursor.cutoff <= cursor.oldest) return 99;
  const share = (cursor.cutoff - reached) / (cursor.cutoff - cursor.oldest);
  return Math.min(99, Math.max(0, Math.round(share * 100)));
}

/**
 * A rescan: one delta round of the Inbox, read whole in one call so that the watermark moves only
 * once everything in it is counted. An expired delta link (410 `syncStateNotFound`) falls back to
 * listing what is beyond the watermark by date: the scan loop adds pages to its totals, so
 * anything already counted must not come back.
 */
export async function rescan(
  call: GraphCall,
  sync: SyncCursor,
  clock: () => number,
): Promise<ScanPage> {
  let round;
  try {
    round = await walkDelta(call, sync.deltaLink);
  } catch (error) {
    if (error instanceof GraphApiError && error.status === 410) {
      return startListScan(call, sync.synced, clock);
    }
    throw error;
  }
  // Delta also reports messages that were read, flagged or moved into the Inbox: not new mail.
  const messages = round.messages.filter((message) => isBeyond(sync.synced, message));
  const syncCursor: SyncCursor = {
    phase: 'delta',
    deltaLink: round.deltaLink,
    synced: advance(sync.synced, messages),
  };
  return { messages, cursor: null, syncCursor, progress: 100 };
}
