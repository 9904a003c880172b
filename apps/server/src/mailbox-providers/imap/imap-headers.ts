import { TextDecoder } from 'node:util';
import addressparser from 'nodemailer/lib/addressparser';
import { readSenderSignals, type SenderSignals } from '../shared/sender-headers';
import { decodeCharset, decodeMimeWords } from './mime-words';

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
/** A Date header this far after delivery is a wrong clock or spam, not a real sending time. */
const MAX_DATE_AHEAD_OF_DELIVERY_MS = 24 * 60 * 60 * 1000;

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

/** Header names (lower case) to their first value, with folded lines joined. */
export function parseHeaderBlock(raw: Uint8Array): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = decodeHeaderBytes(raw).replace(/\r?\n(?=[ \t])/g, '');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function parseFrom(value: string | undefined): { address: string; name: string } {
  const [first] = value ? addressparser(value, { flatten: true }) : [];
  return {
    address: (first?.address ?? '').trim().toLowerCase(),
    name: decodeMimeWords(first?.name ?? '').trim(),
  };
}

function parseDate(value: string | undefined): Date | null {
  if (!value) return null;
  const time = Date.parse(value.includes('(') ? value.replace(/\([^)]*\)/g, ' ').trim() : value);
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
