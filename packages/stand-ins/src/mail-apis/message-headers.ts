import type { MailboxMessage } from './mailbox-generator.js';
import type { StoredMessage } from './mailbox-store.js';

/** A header as both APIs present it. */
export interface Header {
  name: string;
  value: string;
}

/** `Tue, 31 Dec 2024 20:12:35 +0000`, the RFC 5322 form of a date. */
export function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/** `Name <address>`, quoting the name when it holds characters with a meaning in headers. */
export function formatMailbox(name: string, address: string): string {
  if (!name) return address;
  const quoted = /[^\w\s.'-]/.test(name) ? `"${name.replace(/(["\\])/g, '\\$1')}"` : name;
  return `${quoted} <${address}>`;
}

/** The From header as the message carries it: its raw text if it has one, else `name <address>`. */
export const fromHeaderOf = (message: MailboxMessage): string =>
  message.rawFrom ?? formatMailbox(message.from.name, message.from.address);

/** The folder a message sits in, by Graph's well-known folder names. */
export function folderOf(message: StoredMessage): string {
  if (message.labels.includes('SPAM')) return 'junkemail';
  if (message.labels.includes('TRASH')) return 'deleteditems';
  if (message.labels.includes('DRAFT')) return 'drafts';
  if (message.labels.includes('SENT')) return 'sentitems';
  return 'inbox';
}

/** Graph's conversationId of a message: one per Gmail-style thread. */
export const conversationIdOf = (message: StoredMessage) =>
  `AAQkAD${Buffer.from(message.threadId).toString('base64url')}`;

/** The host of the sender's address; `''` for a From header without an address. */
const senderHostOf = ({ from: { address } }: StoredMessage) =>
  address.includes('@') ? address.slice(address.lastIndexOf('@') + 1) : '';

/**
 * The Message-ID header, angle brackets included: the writer's own, or one made from the id and
 * the sender's host (`localhost` when the From header names no address, as a local bounce would).
 */
export function messageIdOf(message: StoredMessage): string {
  if (message.messageId) return message.messageId;
  return `<${message.id}@${senderHostOf(message) || 'localhost'}>`;
}

/**
 * The headers of a message as its sender wrote them, the From header as the mail carries it
 * (`rawFrom`) when that differs from a clean `name <address>`: never anything from the body.
 */
export function headersOf(message: StoredMessage, owner: string): Header[] {
  const host = senderHostOf(message);
  const headers: Header[] = [
    ...(message.to ? [] : [{ name: 'Delivered-To', value: owner }]),
    { name: 'Date', value: rfc5322Date(message.date) },
    { name: 'From', value: fromHeaderOf(message) },
    { name: 'To', value: message.to?.join(', ') ?? owner },
    { name: 'Subject', value: message.subject },
    { name: 'Message-ID', value: messageIdOf(message) },
    { name: 'MIME-Version', value: '1.0' },
    { name: 'Content-Type', value: 'multipart/alternative; boundary="b1"' },
  ];
  if (message.extraHeaders) {
    for (const [name, value] of Object.entries(message.extraHeaders)) {
      const index = headers.findIndex((header) => header.name.toLowerCase() === name.toLowerCase());
      if (index >= 0) headers[index] = { name, value };
      else headers.push({ name, value });
    }
  }
  if (message.listUnsubscribe) {
    headers.push(
      {
        name: 'List-Unsubscribe',
        value: `<mailto:unsubscribe@${host}?subject=${message.id}>, <https://${host}/unsubscribe/${message.id}>`,
      },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    );
  }
  return headers;
}

/** A size in bytes that a message of this subject and preview could plausibly have. */
export function sizeEstimateOf(message: StoredMessage): number {
  return 2048 + message.subject.length * 31 + message.snippet.length * 17;
}
