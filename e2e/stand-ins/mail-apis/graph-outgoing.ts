import { randomBytes } from 'node:crypto';
import type { ApiCall } from './api-handler.js';
import { graphBadRequest, graphError } from './graph-errors.js';
import { readExtendedProperties } from './graph-properties.js';
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
  const { id, threadId, messageId, to, subject, body, headers, date } = written;
  const all = { ...headers, subject, to: to.join(', '), 'message-id': messageId };
  call.mailbox.sent.push({
    id,
    threadId,
    messageId,
    to,
    subject,
    headers: all,
    body,
    sentAt: date,
  });
  return { status: 202 };
}
