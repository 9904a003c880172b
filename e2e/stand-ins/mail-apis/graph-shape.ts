import type { ApiCall } from './api-handler.js';
import { graphBadRequest, graphBodiesRefused } from './graph-errors.js';
import type { Reply } from './http-kit.js';
import type { StoredMessage } from './mailbox-store.js';
import { folderOf, headersOf } from './message-headers.js';

/** The most messages Graph returns per page of `/messages` or a delta round. */
export const GRAPH_MAX_PAGE = 1000;

const ID_PREFIX = 'AAMkAD';

/** Folders the emulator knows, by Graph's well-known names. */
export const KNOWN_FOLDERS = new Set(['inbox', 'junkemail', 'deleteditems', 'sentitems']);

/** A well-known folder name as the emulator keys it. */
export const folderName = (segment: string) => segment.toLowerCase();

/** The origin the client called, for absolute `@odata.nextLink` URLs. */
export const originOf = (call: ApiCall) => `http://${call.req.headers.host ?? '127.0.0.1'}`;

type Field = (message: StoredMessage, owner: string) => unknown;
const iso = (message: StoredMessage) => message.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const person = (name: string, address: string) => ({ emailAddress: { name, address } });
const sender: Field = ({ from }) => person(from.name, from.address);

const FIELDS: Record<string, Field> = {
  subject: (message) => message.subject,
  bodyPreview: (message) => message.snippet,
  receivedDateTime: iso,
  sentDateTime: iso,
  from: sender,
  sender,
  toRecipients: (_, owner) => [person(owner, owner)],
  internetMessageHeaders: (message, owner) => headersOf(message, owner),
  inferenceClassification: ({ labels }) =>
    labels.includes('CATEGORY_PROMOTIONS') || labels.includes('CATEGORY_SOCIAL')
      ? 'other'
      : 'focused',
  categories: () => [],
  conversationId: (message) => `AAQkAD${Buffer.from(message.threadId).toString('base64url')}`,
  parentFolderId: folderOf,
  isRead: (message) => !message.labels.includes('UNREAD'),
  isDraft: () => false,
  importance: () => 'normal',
  hasAttachments: () => false,
  internetMessageId: ({ id, from }) =>
    `<${id}@${from.address.slice(from.address.indexOf('@') + 1)}>`,
};
const CANONICAL = new Map(Object.keys(FIELDS).map((name) => [name.toLowerCase(), name]));
const BODY_FIELDS = new Set(['body', 'uniquebody']);

/** The Graph id of a stored message. */
export const graphIdOf = (id: string) => `${ID_PREFIX}${Buffer.from(id).toString('base64url')}`;

/** The stored id behind a Graph id, or null for an id the emulator never handed out. */
export function storedIdOf(graphId: string): string | null {
  if (!graphId.startsWith(ID_PREFIX)) return null;
  return Buffer.from(graphId.slice(ID_PREFIX.length), 'base64url').toString('utf8');
}

/**
 * The fields a request selects. A request without `$select` is refused like one that selects
 * `body` or `uniqueBody`: Graph would answer it with the full body.
 */
export function readSelection(call: ApiCall): { fields: string[] } | { reply: Reply } {
  const params = call.url.searchParams;
  const refuse = (what: string) => {
    call.markRefused();
    return { reply: graphBodiesRefused(what) };
  };
  const expand = params.get('$expand');
  if (expand !== null && /attachments/i.test(expand)) return refuse('$expand=attachments');
  if (expand !== null)
    return { reply: graphBadRequest('$expand is not supported by the emulator.') };
  const select = params.get('$select');
  if (select === null) return refuse('A request without $select');

  const fields: string[] = [];
  const names = select.split(',').map((name) => name.trim());
  for (const raw of names.filter((name) => name && name.toLowerCase() !== 'id')) {
    if (BODY_FIELDS.has(raw.toLowerCase())) return refuse(`$select=${raw}`);
    const name = CANONICAL.get(raw.toLowerCase());
    if (!name) {
      const message = `Could not find a property named '${raw}' on type 'microsoft.graph.message'.`;
      return { reply: graphBadRequest(message) };
    }
    fields.push(name);
  }
  return { fields };
}

/** A message as Graph returns it with `$select=fields`; `id` is always there. */
export function toGraphMessage(
  message: StoredMessage,
  fields: readonly string[],
  owner: string,
): Record<string, unknown> {
  const shaped: Record<string, unknown> = {
    '@odata.etag': `W/"CQAAABYAAAA${message.seq}"`,
    id: graphIdOf(message.id),
  };
  for (const field of fields) shaped[field] = FIELDS[field]?.(message, owner);
  return shaped;
}

const COMPARISONS: Record<string, (time: number, instant: number) => boolean> = {
  ge: (time, instant) => time >= instant,
  gt: (time, instant) => time > instant,
  le: (time, instant) => time <= instant,
  lt: (time, instant) => time < instant,
};

/**
 * A predicate for `$filter` on `receivedDateTime` (`ge`, `gt`, `le`, `lt`, joined by `and`), the
 * only filter the emulator supports; null when the filter is something else.
 */
export function receivedFilter(
  filter: string | null,
): ((message: StoredMessage) => boolean) | null {
  if (!filter) return () => true;
  const tests: ((time: number) => boolean)[] = [];
  for (const clause of filter.split(/\s+and\s+/i)) {
    const match = /^\s*receivedDateTime\s+(ge|gt|le|lt)\s+'?([0-9T:.+-]+Z?)'?\s*$/i.exec(clause);
    const instant = Date.parse(match?.[2] ?? '');
    const compare = COMPARISONS[match?.[1]?.toLowerCase() ?? ''];
    if (!compare || Number.isNaN(instant)) return null;
    tests.push((time) => compare(time, instant));
  }
  return (message) => tests.every((test) => test(message.time));
}
