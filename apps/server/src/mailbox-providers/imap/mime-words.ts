import { TextDecoder } from 'node:util';

const ENCODED_WORD = /=\?([^?\s*]+)(?:\*[^?\s]*)?\?([bq])\?([^?\s]*)\?=/gi;
const BETWEEN_WORDS = /^\s+$/;

interface EncodedWord {
  start: number;
  end: number;
  charset: string;
  /** The bytes of this word and of the adjacent words joined to it, joined once at the end. */
  parts: Buffer[];
}

function decodeQ(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    const hex = text.slice(index + 1, index + 3);
    if (character === '=' && /^[\da-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(character === '_' ? 0x20 : character.charCodeAt(0) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/**
 * Bytes 0x80–0x9F of windows-1252, the charset mail labelled Latin-1 or ASCII really uses. Node's
 * TextDecoder reads them as ISO-8859-1 control characters, so curly quotes and dashes would be lost.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text +=
      byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/** Bytes in a named charset; unknown charsets are read as windows-1252 rather than dropped. */
export function decodeCharset(bytes: Uint8Array, charset: string): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset.toLowerCase());
  } catch {
    return decodeWindows1252(bytes);
  }
  return decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);
}

/**
 * Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?iso-8859-1?Q?…?=`) in a header value.
 * Whitespace between two encoded words is dropped, and adjacent words in the same charset are
 * joined before decoding, because many senders split one multi-byte character across two words.
 */
export function decodeMimeWords(value: string): string {
  // Most values hold no encoded word; this is read for every message a scan sees.
  if (!value.includes('=?')) return value;
  const words: EncodedWord[] = [];
  for (const match of value.matchAll(ENCODED_WORD)) {
    const [text, charset = '', encoding = '', payload = ''] = match;
    const bytes =
      encoding.toUpperCase() === 'B' ? Buffer.from(payload, 'base64') : decodeQ(payload);
    const start = match.index;
    const previous = words.at(-1);
    const isAdjacent = previous && BETWEEN_WORDS.test(value.slice(previous.end, start));
    if (previous && isAdjacent && previous.charset.toLowerCase() === charset.toLowerCase()) {
      previous.parts.push(bytes);
      previous.end = start + text.length;
    } else {
      if (previous && isAdjacent) previous.end = start;
      words.push({ start, end: start + text.length, charset, parts: [bytes] });
    }
  }
  let decoded = '';
  let position = 0;
  for (const word of words) {
    decoded +=
      value.slice(position, word.start) + decodeCharset(Buffer.concat(word.parts), word.charset);
    position = word.end;
  }
  return decoded + value.slice(position);
}
