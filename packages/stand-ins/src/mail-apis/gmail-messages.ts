import type { ApiCall } from './api-handler.js';
import { badRequest, bodiesRefused, entityNotFound } from './gmail-errors.js';
import { GmailQueryError, parseGmailQuery } from './gmail-query.js';
import {
  estimateResultSize,
  senderSearchOf,
  type GmailSearchMode,
  type SenderSearch,
} from './gmail-search.js';
import { pageSize, type Reply } from './http-kit.js';
import {
  compareAscending,
  lastIndexBefore,
  type StoredMessage,
  type UserMailbox,
} from './mailbox-store.js';
import { headersOf, sizeEstimateOf } from './message-headers.js';

/** Gmail's history ids start high; change number n of a mailbox is history id HISTORY_BASE + n. */
export const HISTORY_BASE = 1_000_000;

/** The most ids `messages.list` returns per page. */
export const GMAIL_MAX_PAGE = 500;

const isSpamOrTrash = (message: StoredMessage) =>
  message.labels.includes('SPAM') || message.labels.includes('TRASH');

/** The messages from any of `senders`, oldest first; one sender's list is already in order. */
function candidatesOf(search: SenderSearch, senders: string[]): readonly StoredMessage[] {
  if (senders.length === 1) return search.candidates(senders[0] as string);
  return [...new Set(senders.flatMap((sender) => search.candidates(sender)))].sort(
    compareAscending,
  );
}

/** How `messages.list` searches: how `from:` matches, and the longest `q` it accepts. */
export interface ListOptions {
  mode: GmailSearchMode;
  queryMaxLength: number;
}

function matching(
  mailbox: UserMailbox,
  params: URLSearchParams,
  { mode, queryMaxLength }: ListOptions,
): StoredMessage[] {
  const q = params.get('q') ?? '';
  const labelIds = params.getAll('labelIds');
  const includeSpamTrash = params.get('includeSpamTrash') === 'true';
  const key = JSON.stringify(['gmail', q, labelIds, includeSpamTrash]);
  return mailbox.memo(key, () => {
    const search = senderSearchOf(mode, mailbox);
    const query = parseGmailQuery(q, search.predicate, queryMaxLength);
    const reach = includeSpamTrash || query.reachesSpamTrash;
    const received = query.senders ? candidatesOf(search, query.senders) : mailbox.all();
    const isMatch = (message: StoredMessage) =>
      (reach || !isSpamOrTrash(message)) &&
      labelIds.every((label) => message.labels.includes(label)) &&
      query.matches(message);
    const found = received.filter(isMatch);
    if (!query.reachesSent) return found;
    return [...found, ...mailbox.written().filter(isMatch)].sort(compareAscending);
  });
}

const encodePageToken = (message: StoredMessage) =>
  Buffer.from(`${message.time}:${message.id}`).toString('base64url');

function decodePageToken(token: string): { time: number; id: string } | null {
  const match = /^(\d+):(.+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? { time: Number(match[1]), id: match[2] as string } : null;
}

/**
 * `messages.list`: ids newest first, `maxResults` ≤ 500, `q`, `labelIds`, `includeSpamTrash`;
 * `mode` decides how `from:` matches and whether `resultSizeEstimate` is exact, and a `q` longer
 * than `queryMaxLength` is refused as invalid.
 */
export const listMessagesIn =
  (options: ListOptions) =>
  ({ url, mailbox }: ApiCall): Reply => {
    const { mode } = options;
    const params = url.searchParams;
    const size = pageSize(params.get('maxResults'), 100, GMAIL_MAX_PAGE);
    if (size === null) return badRequest('Invalid maxResults');
    let list: StoredMessage[];
    try {
      list = matching(mailbox, params, options);
    } catch (error) {
      if (error instanceof GmailQueryError) return badRequest(error.message);
      throw error;
    }
    const token = params.get('pageToken');
    const after = token ? decodePageToken(token) : null;
    if (token && !after) return badRequest('Invalid pageToken');
    const start = after ? lastIndexBefore(list, after.time, after.id) : list.length - 1;
    const page = list.slice(Math.max(0, start - size + 1), start + 1).reverse();
    const last = page.at(-1);
    const hasMore = start - size >= 0;
    const estimate =
      mode === 'exact'
        ? list.length
        : estimateResultSize(list.length, params.get('q') ?? '', page.length);
    return {
      status: 200,
      body: {
        ...(page.length > 0
          ? { messages: page.map(({ id, threadId }) => ({ id, threadId })) }
          : {}),
        ...(hasMore && last ? { nextPageToken: encodePageToken(last) } : {}),
        resultSizeEstimate: estimate,
      },
    };
  };

/**
 * `messages.get` with `format=metadata` (only the `metadataHeaders` asked for) or `minimal`.
 * `full`, `raw` and the default (which is `full`) are refused: they carry the body.
 */
export function getMessage(call: ApiCall): Reply {
  const params = call.url.searchParams;
  const format = params.get('format') ?? 'full';
  if (format === 'full' || format === 'raw') {
    call.markRefused();
    return bodiesRefused(`format=${format}`);
  }
  if (format !== 'metadata' && format !== 'minimal') return badRequest(`Invalid format: ${format}`);
  const message = call.mailbox.find(call.params[1] ?? '');
  if (!message) return entityNotFound();
  return { status: 200, body: messageResource(call, message, format) };
}

/**
 * `threads.get` with `format=metadata` or `minimal`: every message of the conversation, the
 * person's own included, each as `messages.get` shows it.
 */
export function getThread(call: ApiCall): Reply {
  const format = call.url.searchParams.get('format') ?? 'full';
  if (format === 'full' || format === 'raw') {
    call.markRefused();
    return bodiesRefused(`format=${format}`);
  }
  if (format !== 'metadata' && format !== 'minimal') return badRequest(`Invalid format: ${format}`);
  const threadId = call.params[1] ?? '';
  const messages = call.mailbox.inThread(threadId);
  if (messages.length === 0) return entityNotFound();
  const newest = messages.at(-1)!;
  return {
    status: 200,
    body: {
      id: threadId,
      historyId: String(HISTORY_BASE + newest.seq),
      messages: messages.map((message) => messageResource(call, message, format)),
    },
  };
}

/** One message as `messages.get` shows it in `format` (headers filtered by `metadataHeaders`). */
function messageResource(call: ApiCall, message: StoredMessage, format: 'metadata' | 'minimal') {
  const params = call.url.searchParams;
  const minimal = {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labels,
    snippet: message.snippet,
    sizeEstimate: sizeEstimateOf(message),
    historyId: String(HISTORY_BASE + message.seq),
    internalDate: String(message.time),
  };
  if (format === 'minimal') return minimal;

  const wanted = new Set(params.getAll('metadataHeaders').map((name) => name.toLowerCase()));
  const headers = headersOf(message, call.mailbox.email).filter(
    ({ name }) => wanted.size === 0 || wanted.has(name.toLowerCase()),
  );
  return { ...minimal, payload: { partId: '', mimeType: 'multipart/alternative', headers } };
}

/** Refuses attachment downloads: an attachment is message content. */
export function getAttachment(call: ApiCall): Reply {
  call.markRefused();
  return bodiesRefused('messages.attachments.get');
}
