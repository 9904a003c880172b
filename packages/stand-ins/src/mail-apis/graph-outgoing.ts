import { randomBytes } from 'node:crypto';
import type { ApiCall } from './api-handler.js';
import { graphBadRequest, graphError, itemNotFound } from './graph-errors.js';
import { readExtendedProperties } from './graph-properties.js';
import { findByGraphId } from './graph-shape.js';
import { parseJson, type Reply } from './http-kit.js';
import type { UserMailbox, WrittenMessage } from './mailbox-store.js';

interface GraphRecipient {
  emailAddress?: { address?: unknown };
}

/** A message as `sendMail` takes it. */
interface GraphMessageInput {
  subject?: unknown;
  body?: { content?: unknown };
  toRecipients?: GraphRecipient[];
  ccRecipients?: GraphRecipient[];
  bccRecipients?: GraphRecipient[];
  internetMessageHeaders?: { name?: unknown; value?: unknown }[];
  singleValueExtendedProperties?: unknown;
}

const noRecipients = () =>
  graphError(400, 'ErrorInvalidRecipients', "At least one recipient isn't valid.");

const addressesOf = (recipients: GraphRecipient[] | undefined) =>
  (Array.isArray(recipients) ? recipients : [])
    .map((recipient) => recipient.emailAddress?.address)
    .filter((address): address is string => typeof address === 'string' && address.includes('@'))
    .map((address) => address.toLowerCase());

/**
 * The message `sendMail` sends, under a Message-ID of Exchange's making (`sendMail` cannot set
 * one); or the error Graph would answer for the input.
 */
function writeFrom(mailbox: UserMailbox, input: GraphMessageInput): WrittenMessage | Reply {
  const headers: Record<string, string> = {};
  for (const { name, value } of input.internetMessageHeaders ?? []) {
    if (typeof name !== 'string' || !/^x-/i.test(name)) {
      return graphError(
        400,
        'InvalidInternetMessageHeader',
        `The internet message header name '${String(name)}' should start with 'x-' or 'X-'.`,
      );
    }
    headers[name.toLowerCase()] = String(value);
  }
  const extended = readExtendedProperties(input.singleValueExtendedProperties);
  if ('reply' in extended) return extended.reply;
  const cc = addressesOf(input.ccRecipients);
  const bcc = addressesOf(input.bccRecipients);
  if (cc.length > 0) headers.cc = cc.join(', ');
  if (bcc.length > 0) headers.bcc = bcc.join(', ');
  const id = randomBytes(8).toString('hex');
  const now = new Date();
  return {
    id,
    threadId: id,
    from: { name: '', address: mailbox.email },
    subject: typeof input.subject === 'string' ? input.subject : '',
    snippet: '',
    date: now,
    listUnsubscribe: false,
    labels: ['SENT'],
    seq: 0,
    time: now.getTime(),
    // Exchange names the Message-IDs it makes after its own servers.
    messageId: `<${id}@emulator.prod.outlook.com>`,
    to: addressesOf(input.toRecipients),
    body: typeof input.body?.content === 'string' ? input.body.content : '',
    headers,
    extendedProperties: extended.properties,
  };
}

const hasRecipients = ({ to, headers }: WrittenMessage) =>
  to.length > 0 || headers.cc !== undefined || headers.bcc !== undefined;

/** Keeps what the user sent for `sent(email)`, with its headers as a recipient would see them. */
function recordSent(mailbox: UserMailbox, written: WrittenMessage): void {
  const { id, threadId, messageId, to, subject, body, headers, date } = written;
  const all = { ...headers, subject, to: to.join(', '), 'message-id': messageId };
  mailbox.sent.push({ id, threadId, messageId, to, subject, headers: all, body, sentAt: date });
}

/**
 * `POST /me/sendMail`: answers 202 without an id and keeps the message for `sent(email)`. Unless
 * `saveToSentItems` is false, a copy is filed in Sent Items with the message's
 * `singleValueExtendedProperties`.
 */
export async function sendMail(call: ApiCall): Promise<Reply> {
  const { message, saveToSentItems } = (parseJson(await call.body()) ?? {}) as {
    message?: GraphMessageInput;
    saveToSentItems?: unknown;
  };
  if (!message || typeof message !== 'object')
    return graphBadRequest('Empty Payload. JSON content expected.');
  const written = writeFrom(call.mailbox, message);
  if ('status' in written) return written;
  if (!hasRecipients(written)) return noRecipients();
  if (saveToSentItems !== false) call.mailbox.write(written);
  recordSent(call.mailbox, written);
  return { status: 202 };
}

/**
 * `POST /me/messages/{id}/forward`: forwards a message of the mailbox (by default or immutable
 * id) to `toRecipients`, with `comment` above the forwarded text, and answers 202 without an id.
 * As at Exchange, the forward joins the message's conversation (same conversationId), takes the
 * writable properties of `message` (its subject, by default `FW: ` and the original's; its
 * `singleValueExtendedProperties`), and its copy is filed in Sent Items. Giving both `comment`
 * and `message.body` is a 400, as documented.
 */
export async function forwardMessage(call: ApiCall): Promise<Reply> {
  const original = findByGraphId(call.mailbox, call.params[0] ?? '');
  if (!original) return itemNotFound();
  const input = (parseJson(await call.body()) ?? {}) as {
    comment?: unknown;
    toRecipients?: GraphRecipient[];
    message?: GraphMessageInput;
  };
  const message = input.message ?? {};
  if (typeof message !== 'object') return graphBadRequest('message must be an object.');
  if (input.comment !== undefined && message.body !== undefined) {
    return graphBadRequest('Specify either comment or the body of message, not both.');
  }
  const comment = typeof input.comment === 'string' ? input.comment : '';
  const quoted = 'body' in original && typeof original.body === 'string' ? original.body : '';
  const written = writeFrom(call.mailbox, {
    ...message,
    subject: typeof message.subject === 'string' ? message.subject : `FW: ${original.subject}`,
    body: { content: message.body?.content ?? `${comment}<hr>${quoted}` },
    toRecipients: [...(input.toRecipients ?? []), ...(message.toRecipients ?? [])],
  });
  if ('status' in written) return written;
  if (!hasRecipients(written)) return noRecipients();
  const forward = { ...written, threadId: original.threadId };
  call.mailbox.write(forward);
  recordSent(call.mailbox, forward);
  return { status: 202 };
}
