import type { MessageMetadata } from '../provider';

/**
 * How long a header value may be before anything reads it: RFC 5322 §2.1.1 limits a line to 998
 * characters. A From or Date header, a display name, a subject worth showing all fit in one line;
 * anyone who can mail a person writes the rest, and every pattern, decoder and date parser would
 * read it once per message of every scan (decision 42).
 */
export const MAX_HEADER_LENGTH = 998;

/** RFC 5321 §4.5.3.1.3: a path is at most 256 octets with its angle brackets, an address 254. */
export const MAX_ADDRESS_LENGTH = 254;

/**
 * `text` cut to at most `max` UTF-16 units, never between the two halves of a surrogate pair (a
 * lone half is not valid in PostgreSQL's JSON, where samples are kept).
 */
export function capText(text: string, max = MAX_HEADER_LENGTH): string {
  if (text.length <= max) return text;
  const end = isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * NUL, which PostgreSQL cannot store in text, and halves of surrogate pairs standing alone, which
 * its JSON refuses: one such character in a subject would fail every commit of a scan's page.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without NUL, and with a lone half of a surrogate pair read as U+FFFD. */
export const storableText = (text: string) =>
  text.replace(UNSTORABLE, (character) => (character === '\0' ? '' : '\uFFFD'));

/**
 * An address no mail system could deliver from, longer than RFC 5321 allows, is no address: the
 * message then names no sender, as a From without an address does.
 */
export const capAddress = (address: string) => (address.length > MAX_ADDRESS_LENGTH ? '' : address);

/**
 * What a provider read of a message, with every text bounded (see {@link MAX_HEADER_LENGTH}) and
 * storable: the one gate between a provider's answer and the scan's readers and tables.
 */
export function capMetadata(message: MessageMetadata): MessageMetadata {
  return {
    ...message,
    fromAddress: storableText(capAddress(message.fromAddress)),
    fromName: storableText(capText(message.fromName)),
    subject: storableText(capText(message.subject)),
    snippet: storableText(capText(message.snippet)),
  };
}
