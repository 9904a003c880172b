/** What a test wants to know of a sent RFC 822 message. */
export interface ParsedMail {
  /** Header names lower-cased; repeated headers joined with `, `. */
  headers: Record<string, string>;
  to: string[];
  subject: string;
  /** The HTML part if there is one, else the plain text, transfer encoding undone. */
  body: string;
}

interface Part {
  headers: Record<string, string>;
  content: string;
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

function decodeQuotedPrintable(text: string, charset?: string): string {
  const bytes: number[] = [];
  const unwrapped = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < unwrapped.length; index += 1) {
    const hex = unwrapped.slice(index + 1, index + 3);
    if (unwrapped[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[index] as string, 'utf8'));
    }
  }
  return decodeBytes(Buffer.from(bytes), charset);
}

/** Decodes RFC 2047 encoded words such as `=?UTF-8?B?...?=` in a header value. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? decodeBytes(Buffer.from(text, 'base64'), charset)
          : decodeQuotedPrintable(text.replace(/_/g, ' '), charset),
    );
}

function splitPart(source: string): Part {
  const separator = /\r?\n\r?\n/.exec(source);
  const head = separator ? source.slice(0, separator.index) : source;
  const content = separator ? source.slice(separator.index + separator[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeEncodedWords(line.slice(colon + 1).trim());
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { headers, content };
}

function decodeContent(part: Part): string {
  const charset = /charset="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return decodeBytes(Buffer.from(part.content, 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.content, charset);
  return part.content;
}

function leafParts(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  return part.content
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\r?\n/, ''))));
}

/** Splits an address list header into lower-cased addresses. */
export function parseAddressList(value: string | undefined): string[] {
  if (!value) return [];
  return (value.match(/(?:"[^"]*"|[^,])+/g) ?? [])
    .map((entry) => (/<([^>]+)>/.exec(entry)?.[1] ?? entry).trim().toLowerCase())
    .filter((address) => address.includes('@'));
}

/** Parses the headers and readable body of an RFC 822 message. */
export function parseRfc822(raw: string): ParsedMail {
  const message = splitPart(raw);
  const leaves = leafParts(message);
  const isType = (type: string) => (leaf: Part) =>
    (leaf.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type);
  const chosen = leaves.find(isType('text/html')) ?? leaves.find(isType('text/plain')) ?? message;
  return {
    headers: message.headers,
    to: parseAddressList(message.headers.to),
    subject: message.headers.subject ?? '',
    body: decodeContent(chosen),
  };
}
