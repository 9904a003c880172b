import { TextDecoder } from 'node:util';
import addressparser from 'nodemailer/lib/addressparser';
import { capText } from '../shared/header-limits';
import { readSenderSignals, type SenderSignals } from '../shared/sender-headers';
import { decodeCharset, decodeMimeWords } from './mime-words';

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
/** A Date header this far after delivery is a wrong clock or spam, not a real sending time. */
const MAX_DATE_AHEAD_OF_DELIVERY_MS = 24 * 60 * 60 * 1000;
/**
 * How much of a `HEADER.FIELDS` block is read. It holds only the fields Reclaim asks for, a few
 * hundred bytes in most mail; References grows by a Message-ID (about 60 bytes) per earlier
 * message of a thread, so this holds a thread of a thousand. Anyone can send more: it is cut
 * before anything splits or decodes it (decision 42).
 */
export const MAX_HEADER_BLOCK_LENGTH = 64 * 1024;

/** The fields Reclaim reads from a header block, decoded. */
export interface HeaderFields {
  fromAddress: string;
  fromName: string;
  subject: string;
  /** From the Date header; null when it is missing or unreadable. */
  date: Date | null;
  signals: SenderSignals;
}

/** Headers are UTF-8 under RFC 6532; older mail may carry raw Latin-1 bytes instead. */
function decodeHeaderBytes(raw: Uint8Array): string {
  try {
    return STRICT_UTF8.decode(raw);
  } catch {
    return decodeCharset(raw, 'windows-1252');
  }
}

/** At most `MAX_HEADER_BLOCK_LENGTH` bytes of `raw`, never cut inside a UTF-8 character. */
function capBlock(raw: Uint8Array): Uint8Array {
  if (raw.length <= MAX_HEADER_BLOCK_LENGTH) return raw;
  let end = MAX_HEADER_BLOCK_LENGTH;
  // 0b10xxxxxx continues a character begun before it.
  while (end > 0 && (raw[end]! & 0xc0) === 0x80) end -= 1;
  return raw.subarray(0, end);
}

/**
 * Header names (lower case) to their first value, with folded lines joined; the block is cut to
 * `MAX_HEADER_BLOCK_LENGTH` bytes first.
 */
export function parseHeaderBlock(raw: Uint8Array): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = decodeHeaderBytes(capBlock(raw)).replace(/\r?\n(?=[ \t])/g, '');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function parseFrom(value: string | undefined): { address: string; name: string } {
  const [first] = value ? addressparser(capText(value), { flatten: true }) : [];
  return {
    address: (first?.address ?? '').trim().toLowerCase(),
    name: decodeMimeWords(first?.name ?? '').trim(),
  };
}

/** A comment with no comment inside: `(UTC)`, `(b)` of `(a (b) c)`. */
const INNERMOST_COMMENT = /\([^()]*\)/g;

function parseDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = capText(value);
  const time = Date.parse(date.includes('(') ? date.replace(INNERMOST_COMMENT, ' ').trim() : date);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Reads From, Subject, Date and the sender's signals out of a `HEADER.FIELDS` block. */
export function readHeaderFields(raw: Uint8Array): HeaderFields {
  const headers = parseHeaderBlock(raw);
  const from = parseFrom(headers.get('from'));
  return {
    fromAddress: from.address,
    fromName: from.name,
    subject: decodeMimeWords(headers.get('subject') ?? '').trim(),
    date: parseDate(headers.get('date')),
    signals: readSenderSignals((name) => headers.get(name)),
  };
}

/**
 * When the message was sent. The Date header is preferred: INTERNALDATE is when the message
 * reached this mailbox, which after a move between services is the move's day for every message.
 * A Date header well after delivery (a wrong clock, spam) yields to INTERNALDATE.
 */
export function chooseMessageDate(header: Date | null, internal: Date | null): Date | null {
  if (!header) return internal;
  if (internal && header.getTime() > internal.getTime() + MAX_DATE_AHEAD_OF_DELIVERY_MS) {
    return internal;
  }
  return header;
}
