import { randomBytes } from 'node:crypto';
import type { ApiCall } from './api-handler.js';
import { graphBadRequest, graphBodiesRefused, graphError, itemNotFound } from './graph-errors.js';
import {
  folderName,
  GRAPH_MAX_PAGE,
  KNOWN_FOLDERS,
  originOf,
  readSelection,
  receivedFilter,
  storedIdOf,
  toGraphMessage,
} from './graph-shape.js';
import { pageSize, parseJson, type Reply } from './http-kit.js';
import type { StoredMessage } from './mailbox-store.js';
import { folderOf } from './message-headers.js';

/** `GET /me`: the signed-in user's profile. */
export function getMe({ user }: ApiCall): Reply {
  return {
    status: 200,
    body: {
      id: Buffer.from(user.email).toString('hex').slice(0, 32),
      displayName: user.name ?? user.email.slice(0, user.email.indexOf('@')),
      mail: user.email,
      userPrincipalName: user.email,
    },
  };
}

interface ListOptions {
  descending: boolean;
  matches: (message: StoredMessage) => boolean;
  top: number;
  skip: number;
}

function readListOptions(params: URLSearchParams): ListOptions | Reply {
  if (params.has('$search')) return graphBadRequest('$search is not supported by the emulator.');
  const orderBy = params.get('$orderby') ?? 'receivedDateTime desc';
  const order = /^receivedDateTime(?:\s+(asc|desc))?$/i.exec(orderBy);
  if (!order) return graphBadRequest('Only $orderby=receivedDateTime is supported.');
  const matches = receivedFilter(params.get('$filter'));
  if (!matches) return graphBadRequest('Only $filter on receivedDateTime is supported.');
  const top = pageSize(params.get('$top'), 10, GRAPH_MAX_PAGE);
  const skip = Number(params.get('$skip') ?? 0);
  if (top === null || !Number.isInteger(skip) || skip < 0) {
    return graphBadRequest('Invalid $top or $skip.');
  }
  return { descending: order[1]?.toLowerCase() === 'desc', matches, top, skip };
}

/**
 * `GET /me/messages` and `/me/mailFolders/{folder}/messages`: `$select` (required, never `body`),
 * `$top` (default 10, capped at 1000), `$skip`, `$orderby=receivedDateTime desc|asc` and a
 * `$filter` on `receivedDateTime`; `@odata.nextLink` carries `$skip` like Graph's own links.
 */
export function listMessages(call: ApiCall): Reply {
  const params = call.url.searchParams;
  const folder = call.params[0] ? folderName(call.params[0]) : null;
  if (folder !== null && !KNOWN_FOLDERS.has(folder)) return itemNotFound();
  const selection = readSelection(call);
  if ('reply' in selection) return selection.reply;
  const options = readListOptions(params);
  if ('status' in options) return options;
  const { descending, matches, top, skip } = options;

  const key = JSON.stringify(['graph', folder, params.get('$filter')]);
  const list = call.mailbox.memo(key, () =>
    call.mailbox
      .all()
      .filter((message) => (folder === null || folderOf(message) === folder) && matches(message)),
  );
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
      value: page.map((message) => toGraphMessage(message, selection.fields, call.mailbox.email)),
      ...(skip + top < list.length ? { '@odata.nextLink': next.href } : {}),
    },
  };
}

/** `GET /me/messages/{id}` with `$select`. */
export function getMessage(call: ApiCall): Reply {
  const selection = readSelection(call);
  if ('reply' in selection) return selection.reply;
  const message = call.mailbox.find(storedIdOf(call.params[0] ?? '') ?? '');
  if (!message) return itemNotFound();
  return { status: 200, body: toGraphMessage(message, selection.fields, call.mailbox.email) };
}

/** `GET /me/messages/{id}/$value` is the MIME content of the message: always refused. */
export function getMessageContent(call: ApiCall): Reply {
  call.markRefused();
  return graphBodiesRefused('$value');
}

interface GraphRecipient {
  emailAddress?: { address?: unknown };
}
interface SendMailBody {
  message?: {
    subject?: unknown;
    body?: { content?: unknown };
    toRecipients?: GraphRecipient[];
    ccRecipients?: GraphRecipient[];
    bccRecipients?: GraphRecipient[];
    internetMessageHeaders?: { name?: unknown; value?: unknown }[];
  };
}

const addressesOf = (recipients: GraphRecipient[] | undefined) =>
  (Array.isArray(recipients) ? recipients : [])
    .map((recipient) => recipient.emailAddress?.address)
    .filter((address): address is string => typeof address === 'string' && address.includes('@'))
    .map((address) => address.toLowerCase());

/** `POST /me/sendMail`: answers 202 and keeps the message for `sent(email)`. */
export async function sendMail(call: ApiCall): Promise<Reply> {
  const { message } = (parseJson(await call.body()) ?? {}) as SendMailBody;
  if (!message || typeof message !== 'object')
    return graphBadRequest('Empty Payload. JSON content expected.');
  const to = addressesOf(message.toRecipients);
  const everyone = [
    ...to,
    ...addressesOf(message.ccRecipients),
    ...addressesOf(message.bccRecipients),
  ];
  if (everyone.length === 0) {
    return graphError(400, 'ErrorInvalidRecipients', "At least one recipient isn't valid.");
  }
  const headers: Record<string, string> = {};
  for (const { name, value } of message.internetMessageHeaders ?? []) {
    if (typeof name !== 'string' || !/^x-/i.test(name)) {
      return graphError(
        400,
        'InvalidInternetMessageHeader',
        `The internet message header name '${String(name)}' should start with 'x-' or 'X-'.`,
      );
    }
    headers[name.toLowerCase()] = String(value);
  }
  const subject = typeof message.subject === 'string' ? message.subject : '';
  const id = randomBytes(8).toString('hex');
  call.mailbox.sent.push({
    id,
    threadId: id,
    to,
    subject,
    headers: { ...headers, subject, to: to.join(', ') },
    body: typeof message.body?.content === 'string' ? message.body.content : '',
    sentAt: new Date(),
  });
  return { status: 202 };
}
