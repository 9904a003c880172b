import {
  toMessageMetadata as gmailMetadata,
  parseFromHeader,
} from '../mailbox-providers/gmail/gmail-metadata';
import { parseHeaderBlock, readHeaderFields } from '../mailbox-providers/imap/imap-headers';
import { decodeMimeWords } from '../mailbox-providers/imap/mime-words';
import { toMessageMetadata as graphMetadata } from '../mailbox-providers/microsoft/graph-metadata';
import { headerMap, judgeResponse } from '../mailbox-providers/shared/request-responses';
import { mailboxOf, OwnAddresses } from '../scanning/own-addresses';
import {
  isBrandMailbox,
  isFirstNameAddress,
  isNamedAddress,
  readListAuthor,
  readPersonName,
} from '../scanning/person-name';
import { senderKind } from '../scanning/sender-kind';
import { isSharedMailbox } from '../scanning/shared-mailbox';

/** `unit` repeated and cut to exactly `length` characters. */
const repeatTo = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/**
 * Texts anyone who can mail a person can put in a header, each of `length` characters and built
 * to make a backtracking pattern or a recursive reading take quadratic time or worse: runs of one
 * character a pattern can split many ways, openings never closed, a line break at the very end
 * where `.` stops, and name words a domain can be cut into in exponentially many ways.
 */
export const HOSTILE_TEXTS: Record<string, (length: number) => string> = {
  spaces: (length) => `a${' '.repeat(length - 2)}b`,
  parentheses: (length) => '('.repeat(length),
  'at signs': (length) => repeatTo('a@', length),
  quotes: (length) => `a${repeatTo(`"'“`, length - 2)}b`,
  backslashes: (length) => '\\'.repeat(length),
  'encoded-word openings': (length) => repeatTo('=?utf-8?q?', length),
  'encoded words': (length) => repeatTo('=?utf-8?q?a?= ', length),
  'plus signs, then a line break': (length) => `${'+'.repeat(length - 2)}\nx`,
  'relayed names, then a line break': (length) => `${repeatTo('a via ', length - 2)}\nx`,
  'name words': (length) => repeatTo('bo', length),
  'folded lines': (length) => repeatTo('\r\n ', length),
  mixed: (length) => repeatTo(`'a via "(b@c\\ =?utf-8?q?<x+ bo)\n`, length),
};

/** The words of a name a domain made of `bo` runs can be cut into in many ways. */
const NAME_WORDS = ['bo', 'bobo', 'ana', 'silva'];
const OWN = new OwnAddresses(['me@example.org']);
const SENT = {
  messageId: '<request@reclaim.test>',
  providerMessageId: 'sent-1',
  threadId: null,
  recipient: 'privacy@shop.example',
  sentAt: new Date('2026-01-01T00:00:00Z'),
};
/** Headers a scan or a response reader asks for, each holding `text`. */
const headersHolding = (text: string) =>
  [
    'From',
    'Subject',
    'Date',
    'List-Id',
    'List-Post',
    'Precedence',
    'References',
    'Content-Type',
  ].map((name) => ({ name, value: text }));

/**
 * Every public reader of a message's headers, name or address, with the hostile text in each slot
 * it reads from outside: the providers' metadata, the IMAP header block, encoded words, the name
 * and address readers, the company-or-person verdict, and the reader of replies and bounces.
 */
export const HEADER_PARSERS: Record<string, (text: string) => unknown> = {
  'Gmail parseFromHeader': (text) => parseFromHeader(text),
  'Gmail parseFromHeader, as a display name': (text) => parseFromHeader(`"${text}" <shop@x.com>`),
  'Gmail toMessageMetadata': (text) =>
    gmailMetadata({ id: 'm', snippet: text, payload: { headers: headersHolding(text) } }),
  'Graph toMessageMetadata': (text) =>
    graphMetadata({
      id: 'm',
      from: { emailAddress: { name: text, address: `${text}@x.com` } },
      subject: text,
      receivedDateTime: '2026-01-01T00:00:00Z',
      internetMessageHeaders: headersHolding(text),
    }),
  'IMAP readHeaderFields': (text) =>
    readHeaderFields(
      Buffer.from(
        headersHolding(text)
          .map(({ name, value }) => `${name}: ${value}\r\n`)
          .join(''),
      ),
    ),
  'IMAP readHeaderFields, the raw block': (text) => readHeaderFields(Buffer.from(text)),
  'IMAP parseHeaderBlock': (text) => parseHeaderBlock(Buffer.from(`Subject: ${text}`)),
  decodeMimeWords: (text) => decodeMimeWords(text),
  readPersonName: (text) => readPersonName(text),
  readListAuthor: (text) => readListAuthor(text, 'aves-portugal@googlegroups.com'),
  'isNamedAddress, local part': (text) => isNamedAddress(`${text}@silva.pt`, NAME_WORDS),
  'isNamedAddress, domain': (text) => isNamedAddress(`hello@${text}.pt`, NAME_WORDS),
  isFirstNameAddress: (text) => isFirstNameAddress(`${text}@x.com`, text),
  isBrandMailbox: (text) => isBrandMailbox(`${text}@${text}.com`),
  isSharedMailbox: (text) => isSharedMailbox(text),
  mailboxOf: (text) => mailboxOf(`${text}@gmail.com`),
  'senderKind, display name': (text) =>
    senderKind({ fromAddress: 'ana.silva@silva.pt', fromName: text, mailerHeaders: [] }, OWN),
  'senderKind, address': (text) =>
    senderKind({ fromAddress: `hello@${text}.pt`, fromName: 'Bo Bobo-Bo', mailerHeaders: [] }, OWN),
  judgeResponse: (text) =>
    judgeResponse(
      SENT,
      { headers: headerMap(headersHolding(text)) },
      { ownAddress: 'me@example.org', isInConversation: true, mailSystem: ['example.org'] },
    ),
};

/**
 * A plain linear reading of `text`: a new string for each of its characters, lower-cased and
 * joined again. What a reader that looks at each character a few times costs, at most.
 */
export const readEachCharacter = (text: string) =>
  Array.from(text, (character) => character.toLowerCase()).join('');

function timeOnce(run: (text: string) => unknown, text: string): number {
  const start = performance.now();
  run(text);
  return performance.now() - start;
}

/**
 * How many times as long as {@link readEachCharacter} `run` takes on `text`. A linear reader
 * takes about as long, or less; a quadratic one on 100,000 characters thousands of times as long.
 * Both read the same text, so a long text's cost in memory and cache weighs on both alike; they
 * are timed in turns over `rounds` rounds, so that a machine busy with other work slows both
 * alike, and the fastest round of each is compared, as other work only ever adds time. No
 * absolute time is judged.
 */
export function slowdownOf(
  run: (text: string) => unknown,
  text: string,
  rounds: number,
): { ratio: number; runMs: number; readingMs: number } {
  run(text);
  readEachCharacter(text);
  let runMs = Infinity;
  let readingMs = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    runMs = Math.min(runMs, timeOnce(run, text));
    readingMs = Math.min(readingMs, timeOnce(readEachCharacter, text));
  }
  return { ratio: runMs / readingMs, runMs, readingMs };
}
