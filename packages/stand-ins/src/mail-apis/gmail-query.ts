import type { StoredMessage } from './mailbox-store.js';
import { messageIdOf } from './message-headers.js';

/** A search the emulator does not understand; answered with 400 so the caller notices. */
export class GmailQueryError extends Error {}

/**
 * The longest `q` the emulator accepts unless told otherwise; a longer one is answered like any
 * other invalid search (400, `Invalid query`), without saying why. Gmail documents no limit, and
 * searches well short of 2,048 characters have been refused, so a client must not count on one.
 */
export const GMAIL_QUERY_MAX_LENGTH = 1500;

/** A parsed `q`: a predicate, plus the senders to start from when the query names some. */
export interface GmailQuery {
  matches(message: StoredMessage): boolean;
  /** Addresses or hosts one of which every match is from; null when the query does not say. */
  senders: string[] | null;
  /** True when the query itself reaches into SPAM or TRASH (`in:anywhere`, `in:spam`, …). */
  reachesSpamTrash: boolean;
  /** True when the query searches by Message-ID (`rfc822msgid:`), which also finds sent mail. */
  reachesSent: boolean;
}

/** Whether a message passes one search term. */
export type Predicate = (message: StoredMessage) => boolean;
/** How `from:<value>` tells whether a message is from `value`. */
export type FromPredicate = (value: string) => Predicate;
interface Term {
  predicate: Predicate;
  senders: string[] | null;
  reachesSpamTrash: boolean;
  reachesSent: boolean;
}

const CATEGORIES: Record<string, string> = {
  primary: 'CATEGORY_PERSONAL',
  personal: 'CATEGORY_PERSONAL',
  social: 'CATEGORY_SOCIAL',
  promotions: 'CATEGORY_PROMOTIONS',
  updates: 'CATEGORY_UPDATES',
  forums: 'CATEGORY_FORUMS',
};

const hasLabel =
  (label: string): Predicate =>
  (message) =>
    message.labels.includes(label);

/** `from:` as an exact address, or a host that also matches its subdomains. */
export function exactFrom(value: string): Predicate {
  const wanted = value.toLowerCase().replace(/^@/, '');
  if (wanted.includes('@')) return (message) => message.from.address.toLowerCase() === wanted;
  return (message) => {
    const address = message.from.address.toLowerCase();
    const host = address.slice(address.lastIndexOf('@') + 1);
    return host === wanted || host.endsWith(`.${wanted}`);
  };
}

const withoutBrackets = (messageId: string) => messageId.trim().replace(/^<(.*)>$/, '$1');

/** `rfc822msgid:`: the exact Message-ID, with or without its angle brackets. */
function withMessageId(value: string): Predicate {
  const wanted = withoutBrackets(value);
  if (!wanted) throw new GmailQueryError('rfc822msgid: needs a Message-ID');
  return (message) => withoutBrackets(messageIdOf(message)) === wanted;
}

/** Epoch seconds, or a date as YYYY/MM/DD (read as UTC midnight). */
function parseInstant(value: string): number {
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value);
  if (!match) throw new GmailQueryError(`Unsupported date in the emulator: ${value}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function termFor(key: string, value: string, fromPredicate: FromPredicate): Term {
  const plain = (predicate: Predicate): Term => ({
    predicate,
    senders: null,
    reachesSpamTrash: false,
    reachesSent: false,
  });
  switch (key) {
    case 'from':
      return { ...plain(fromPredicate(value)), senders: [value] };
    case 'rfc822msgid':
      return { ...plain(withMessageId(value)), reachesSent: true };
    case 'after':
    case 'newer': {
      const instant = parseInstant(value);
      return plain((message) => message.time >= instant);
    }
    case 'before':
    case 'older': {
      const instant = parseInstant(value);
      return plain((message) => message.time < instant);
    }
    case 'in':
    case 'label': {
      const label = value.toUpperCase();
      if (label === 'ANYWHERE') return { ...plain(() => true), reachesSpamTrash: true };
      const reaches = label === 'SPAM' || label === 'TRASH';
      return { ...plain(hasLabel(label)), reachesSpamTrash: reaches };
    }
    case 'category': {
      const label = CATEGORIES[value.toLowerCase()];
      if (!label) throw new GmailQueryError(`Unknown category: ${value}`);
      return plain(hasLabel(label));
    }
    case 'is':
      if (value === 'unread') return plain(hasLabel('UNREAD'));
      if (value === 'read') return plain((message) => !message.labels.includes('UNREAD'));
  }
  throw new GmailQueryError(`Unsupported search term in the emulator: ${key}:${value}`);
}

const anyOf = (terms: Term[]): Term => ({
  predicate: (message) => terms.some((term) => term.predicate(message)),
  senders: terms.every((term) => term.senders) ? terms.flatMap((term) => term.senders ?? []) : null,
  reachesSpamTrash: terms.some((term) => term.reachesSpamTrash),
  reachesSent: terms.some((term) => term.reachesSent),
});

/**
 * Parses the subset of Gmail search the emulator supports: `from:`, `after:`/`before:` (epoch
 * seconds or YYYY/MM/DD), `in:`, `label:`, `category:`, `is:read|unread`, `rfc822msgid:`,
 * negation with `-`, OR groups as `{a b}`, and value lists as `from:(a OR b)`. `from:` compares
 * with `fromPredicate`, {@link exactFrom} unless told; `rfc822msgid:` takes an exact Message-ID,
 * angle brackets optional. A `q` over `maxLength` characters ({@link GMAIL_QUERY_MAX_LENGTH}
 * unless told) is refused as invalid.
 */
export function parseGmailQuery(
  q: string,
  fromPredicate: FromPredicate = exactFrom,
  maxLength = GMAIL_QUERY_MAX_LENGTH,
): GmailQuery {
  if (q.length > maxLength) throw new GmailQueryError('Invalid query');
  const tokens: string[] = q.match(/[{}()]|"[^"]*"|[^\s{}()]+/g) ?? [];
  let position = 0;
  const readTerm = (): Term => {
    const token = tokens[position++] ?? '';
    const negated = token.startsWith('-');
    const match = /^([a-z0-9_]+):(.*)$/i.exec(negated ? token.slice(1) : token);
    if (!match) throw new GmailQueryError(`Unsupported search term in the emulator: ${token}`);
    const key = (match[1] as string).toLowerCase();
    let values = [(match[2] as string).replace(/^"|"$/g, '')];
    if (values[0] === '' && tokens[position] === '(') {
      const end = tokens.indexOf(')', position);
      if (end < 0) throw new GmailQueryError('Unbalanced parentheses');
      values = tokens.slice(position + 1, end).filter((value) => value.toUpperCase() !== 'OR');
      position = end + 1;
    }
    const term = anyOf(values.map((value) => termFor(key, value, fromPredicate)));
    if (!negated) return term;
    return {
      predicate: (message) => !term.predicate(message),
      senders: null,
      reachesSpamTrash: false,
      reachesSent: false,
    };
  };

  const terms: Term[] = [];
  while (position < tokens.length) {
    if (tokens[position] !== '{') {
      terms.push(readTerm());
      continue;
    }
    position += 1;
    const group: Term[] = [];
    while (position < tokens.length && tokens[position] !== '}') group.push(readTerm());
    if (tokens[position++] !== '}') throw new GmailQueryError('Unbalanced braces');
    terms.push(anyOf(group));
  }
  return {
    matches: (message) => terms.every((term) => term.predicate(message)),
    senders: terms.find((term) => term.senders)?.senders ?? null,
    reachesSpamTrash: terms.some((term) => term.reachesSpamTrash),
    reachesSent: terms.some((term) => term.reachesSent),
  };
}
