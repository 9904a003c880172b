import type { ImapTestMessage } from './generate-imap-messages.js';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Senders write their own zone; a mix keeps the scanner's date parsing honest. */
const OFFSETS_MINUTES = [0, 60, -300, 330, -480, 120];
/** 39 bytes are 52 base64 characters: with `Subject: ` the first line stays under 76. */
const MAX_ENCODED_BYTES = 39;

const pad = (value: number) => String(value).padStart(2, '0');
const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** `Tue, 04 Mar 2014 09:05:00 +0530`: the instant `date`, written in a sender's zone. */
export function formatRfc2822Date(date: Date): string {
  const seconds = Math.floor(date.getTime() / 1000);
  const offset = OFFSETS_MINUTES[seconds % OFFSETS_MINUTES.length]!;
  const local = new Date(date.getTime() + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}${pad(Math.abs(offset) % 60)}`;
  return (
    `${DAYS[local.getUTCDay()]}, ${pad(local.getUTCDate())} ${MONTHS[local.getUTCMonth()]} ` +
    `${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:` +
    `${pad(local.getUTCSeconds())} ${zone}`
  );
}

/** Splits text into pieces of at most `maxBytes` UTF-8 bytes without cutting a character. */
function splitUtf8(text: string, maxBytes: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const character of text) {
    if (Buffer.byteLength(current + character) > maxBytes) {
      pieces.push(current);
      current = '';
    }
    current += character;
  }
  return current ? [...pieces, current] : pieces;
}

/** RFC 2047 "B" encoded words, one per folded line. */
function encodeWordsBase64(text: string): string {
  return splitUtf8(text, MAX_ENCODED_BYTES)
    .map((piece) => `=?UTF-8?B?${Buffer.from(piece).toString('base64')}?=`)
    .join('\r\n ');
}

/** One RFC 2047 "Q" encoded word, as display names are short. */
function encodeWordQ(text: string): string {
  const encoded = [...Buffer.from(text)]
    .map((byte) => {
      if (byte === 0x20) return '_';
      const isPlain = /[A-Za-z0-9]/.test(String.fromCharCode(byte));
      return isPlain
        ? String.fromCharCode(byte)
        : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  return `=?UTF-8?Q?${encoded}?=`;
}

/** Folds a long ASCII value at spaces so no line passes 78 characters. */
function foldAscii(name: string, value: string): string {
  const lines: string[] = [];
  let line = `${name}:`;
  for (const word of value.split(' ')) {
    if (line.length + word.length + 1 > 78 && line.trim().length > name.length + 1) {
      lines.push(line);
      line = '';
    }
    line += ` ${word}`;
  }
  return [...lines, line].join('\r\n');
}

function formatMailbox({ name, address }: { name: string; address: string }): string {
  if (!isAscii(name)) return `${encodeWordQ(name)} <${address}>`;
  if (/^[A-Za-z0-9 !#$%&'*+\-/=?^_`{|}~]*$/.test(name)) return `${name} <${address}>`;
  return `"${name.replace(/(["\\])/g, '\\$1')}" <${address}>`;
}

/** The message as RFC 822 text with CRLF line ends, as it would sit in a maildir file. */
export function formatMessage(message: ImapTestMessage): Buffer {
  const subject = isAscii(message.subject)
    ? foldAscii('Subject', message.subject)
    : `Subject: ${encodeWordsBase64(message.subject)}`;
  const headers = [
    `From: ${formatMailbox(message.from)}`,
    `To: ${message.to}`,
    subject,
    `Date: ${formatRfc2822Date(message.date)}`,
    `Message-ID: ${message.messageId}`,
    ...(message.listUnsubscribe ? [foldAscii('List-Unsubscribe', message.listUnsubscribe)] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${message.body}`);
}
