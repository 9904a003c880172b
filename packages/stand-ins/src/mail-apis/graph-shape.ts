import type { ApiCall } from './api-handler.js';
import { graphBadRequest, graphBodiesRefused } from './graph-errors.js';
import { readExpandedProperty } from './graph-properties.js';
import type { Reply } from './http-kit.js';
import type { StoredMessage, UserMailbox } from './mailbox-store.js';
import { conversationIdOf, folderOf, headersOf, messageIdOf } from './message-headers.js';

/** The most messages Graph returns per page of `/messages` or a delta round. */
export const GRAPH_MAX_PAGE = 1000;

const ID_PREFIX = 'AAMkAD';
const IMMUTABLE_PREFIX = 'AAkALg';

/** Folders the emulator knows, by Graph's well-known names. */
export const KNOWN_FOLDERS = new Set(['inbox', 'junkemail', 'deleteditems', 'sentitems', 'drafts']);

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
  toRecipients: ({ to }, owner) => (to ?? [owner]).map((address) => person(address, address)),
  internetMessageHeaders: (message, owner) => headersOf(message, owner),
  inferenceClassification: ({ labels }) =>
    labels.includes('CATEGORY_PROMOTIONS') || labels.includes('CATEGORY_SOCIAL')
      ? 'other'
      : 'focused',
  categories: () => [],
  conversationId: conversationIdOf,
  parentFolderId: folderOf,
  isRead: (message) => !message.labels.includes('UNREAD'),
  isDraft: ({ labels }) => labels.includes('DRAFT'),
  importance: () => 'normal',
  hasAttachments: () => false,
  internetMessageId: messageIdOf,
};
const CANONICAL = new Map(Object.keys(FIELDS).map((name) => [name.toLowerCase(), name]));
const BODY_FIELDS = new Set(['body', 'uniquebody']);

/** The stored id behind a default Graph id, or null for an id the emulator never handed out. */
function storedIdOf(graphId: string): string | null {
  if (!graphId.startsWith(ID_PREFIX)) return null;
  return Buffer.from(graphId.slice(ID_PREFIX.length), 'base64url').toString('utf8');
}

/**
 * The id Graph shows for `message`. Outlook's default ids change when a message moves to another
 * folder; with `Prefer: IdType="ImmutableId"` the id stays for the message's life. A default id
 * of what the user wrote (it has `to`) names its folder, so it would change if the copy moved.
 */
export function graphIdFor(message: StoredMessage, isImmutable: boolean): string {
  const key = isImmutable || !message.to ? message.id : `${message.id}:${folderOf(message)}`;
  const prefix = isImmutable ? IMMUTABLE_PREFIX : ID_PREFIX;
  return `${prefix}${Buffer.from(key).toString('base64url')}`;
}

/** The message a Graph id names now; an id from before a move finds nothing, as in Outlook. */
export function findByGraphId(mailbox: UserMailbox, graphId: string): StoredMessage | undefined {
  if (graphId.startsWith(IMMUTABLE_PREFIX)) {
    return mailbox.find(
      Buffer.from(graphId.slice(IMMUTABLE_PREFIX.length), 'base64url').toString(),
    );
  }
  const key = storedIdOf(graphId) ?? '';
  const direct = mailbox.find(key);
  if (direct && !direct.to) return direct;
  const at = key.lastIndexOf(':');
  const written = at > 0 ? mailbox.find(key.slice(0, at)) : undefined;
  return written?.to && folderOf(written) === key.slice(at + 1) ? written : undefined;
}

/** The request asked for immutable ids (`Prefer: IdType="ImmutableId"`, among other preferences). */
export const prefersImmutableIds = (call: ApiCall) =>
  /\bIdType\s*=\s*"?ImmutableId"?/i.test(String(call.req.headers.prefer ?? ''));

/** What a request asks of each message: `$select`ed fields and an `$expand`ed property id. */
export interface Selection {
  fields: string[];
  expandedProperty: string | null;
}

/**
 * The fields a request selects. A request without `$select` is refused like one that selects
 * `body` or `uniqueBody`: Graph would answer it with the full body.
 */
export function readSelection(call: ApiCall): Selection | { reply: Reply } {
  const params = call.url.searchParams;
  const refuse = (what: string) => {
    call.markRefused();
    return { reply: graphBodiesRefused(what) };
  };
  const expand = params.get('$expand');
  if (expand !== null && /attachments/i.test(expand)) return refuse('$expand=attachments');
  const expandedProperty = readExpandedProperty(expand);
  if (expandedProperty !== null && typeof expandedProperty !== 'string') {
    return { reply: expandedProperty };
  }
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
  return { fields, expandedProperty };
}

/** A message as Graph returns it with `$select=fields`; `id` is always there. */
export function toGraphMessage(
  message: StoredMessage,
  fields: readonly string[],
  owner: string,
  isImmutable = false,
): Record<string, unknown> {
  const shaped: Record<string, unknown> = {
    '@odata.etag': `W/"CQAAABYAAAA${message.seq}"`,
    id: graphIdFor(message, isImmutable),
  };
  for (const field of fields) shaped[field] = FIELDS[field]?.(message, owner);
  return shaped;
}
