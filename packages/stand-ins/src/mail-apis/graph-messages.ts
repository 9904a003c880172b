import type { ApiCall } from './api-handler.js';
import { graphBadRequest, graphBodiesRefused, graphError, itemNotFound } from './graph-errors.js';
import { messageFilter, type MessageFilter } from './graph-filter.js';
import { expandedProperties } from './graph-properties.js';
import {
  findByGraphId,
  folderName,
  GRAPH_MAX_PAGE,
  KNOWN_FOLDERS,
  originOf,
  prefersImmutableIds,
  readSelection,
  toGraphMessage,
} from './graph-shape.js';
import { pageSize, type Reply } from './http-kit.js';
import { compareAscending, type StoredMessage } from './mailbox-store.js';
import { folderOf } from './message-headers.js';

/** `GET /me`: the signed-in user's profile. */
export function getMe({ user, url, mailbox }: ApiCall): Reply {
  const selected = url.searchParams.get('$select')?.split(',') ?? [];
  // Exchange writes the primary address as `SMTP:` and every other one as `smtp:`.
  const proxyAddresses = [`SMTP:${user.email}`, ...mailbox.aliases.map((alias) => `smtp:${alias}`)];
  return {
    status: 200,
    body: {
      id: Buffer.from(user.email).toString('hex').slice(0, 32),
      displayName: user.name ?? user.email.slice(0, user.email.indexOf('@')),
      mail: user.email,
      userPrincipalName: user.email,
      ...(selected.includes('proxyAddresses') && { proxyAddresses }),
    },
  };
}

interface ListOptions {
  descending: boolean;
  filter: MessageFilter;
  top: number;
  skip: number;
}

function readListOptions(params: URLSearchParams): ListOptions | Reply {
  if (params.has('$search')) return graphBadRequest('$search is not supported by the emulator.');
  const orderBy = params.get('$orderby') ?? 'receivedDateTime desc';
  const order = /^receivedDateTime(?:\s+(asc|desc))?$/i.exec(orderBy);
  if (!order) return graphBadRequest('Only $orderby=receivedDateTime is supported.');
  const filter = messageFilter(params.get('$filter'));
  if (!filter) {
    return graphError(
      400,
      'ErrorInvalidUrlQueryFilter',
      'The query filter contains one or more invalid nodes. The emulator supports' +
        " receivedDateTime, internetMessageId eq '…' and" +
        " singleValueExtendedProperties/Any(ep: ep/id eq '…' and ep/value eq '…').",
    );
  }
  const top = pageSize(params.get('$top'), 10, GRAPH_MAX_PAGE);
  const skip = Number(params.get('$skip') ?? 0);
  if (top === null || !Number.isInteger(skip) || skip < 0) {
    return graphBadRequest('Invalid $top or $skip.');
  }
  return { descending: order[1]?.toLowerCase() === 'desc', filter, top, skip };
}

/**
 * `GET /me/messages` and `/me/mailFolders/{folder}/messages`: `$select` (required, never `body`),
 * `$top` (default 10, capped at 1000), `$skip`, `$orderby=receivedDateTime desc|asc`, a `$filter`
 * (see {@link messageFilter}) and `$expand` of one extended property; `@odata.nextLink` carries
 * `$skip` like Graph's own links. What the user wrote is listed in Sent Items, and found by
 * `internetMessageId` or extended property (see `UserMailbox`).
 */
export function listMessages(call: ApiCall): Reply {
  const params = call.url.searchParams;
  const folder = call.params[0] ? folderName(call.params[0]) : null;
  if (folder !== null && !KNOWN_FOLDERS.has(folder)) return itemNotFound();
  const selection = readSelection(call);
  if ('reply' in selection) return selection.reply;
  const options = readListOptions(params);
  if ('status' in options) return options;
  const { descending, filter, top, skip } = options;

  const key = JSON.stringify(['graph', folder, params.get('$filter')]);
  const reachesWritten = filter.reachesWritten || folder === 'sentitems';
  const isListed = (message: StoredMessage) =>
    (folder === null || folderOf(message) === folder) && filter.matches(message);
  const list = call.mailbox.memo(key, () => {
    const received = call.mailbox.all().filter(isListed);
    if (!reachesWritten) return received;
    return [...received, ...call.mailbox.written().filter(isListed)].sort(compareAscending);
  });
  const page: StoredMessage[] = [];
  for (let offset = skip; offset < Math.min(list.length, skip + top); offset += 1) {
    page.push(list[descending ? list.length - 1 - offset : offset] as StoredMessage);
  }
  const next = new URL(call.url.pathname, originOf(call));
  for (const [name, value] of params) if (name !== '$skip') next.searchParams.set(name, value);
  next.searchParams.set('$skip', String(skip + top));
  const context = `users('${call.user.email}')/messages(${selection.fields.join(',')})`;
  return {
    status: 200,
    body: {
      '@odata.context': `${originOf(call)}/v1.0/$metadata#${context}`,
      value: page.map((message) => ({
        ...toGraphMessage(message, selection.fields, call.mailbox.email, prefersImmutableIds(call)),
        ...expandedProperties(message, selection.expandedProperty),
      })),
      ...(skip + top < list.length ? { '@odata.nextLink': next.href } : {}),
    },
  };
}

/** `GET /me/messages/{id}` with `$select`, and `$expand` of one extended property. */
export function getMessage(call: ApiCall): Reply {
  const selection = readSelection(call);
  if ('reply' in selection) return selection.reply;
  const message = findByGraphId(call.mailbox, call.params[0] ?? '');
  if (!message) return itemNotFound();
  const { email } = call.mailbox;
  return {
    status: 200,
    body: {
      ...toGraphMessage(message, selection.fields, email, prefersImmutableIds(call)),
      ...expandedProperties(message, selection.expandedProperty),
    },
  };
}

/** `GET /me/messages/{id}/$value` is the MIME content of the message: always refused. */
export function getMessageContent(call: ApiCall): Reply {
  call.markRefused();
  return graphBodiesRefused('$value');
}
