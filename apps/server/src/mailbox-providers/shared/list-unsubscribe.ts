import type { ListUnsubscribe } from '@reclaim/db';
import { capText } from './header-limits';

/**
 * How a sender says it can be told to stop, as the scan keeps it with a company's samples: read
 * from headers only, never a message's text.
 */
export type { ListUnsubscribe };

/** Longer addresses are not kept: an unsubscribe link is far shorter, and this one is stored. */
export const MAX_UNSUBSCRIBE_URL_LENGTH = 2048;
/** A mailto's subject and body are a token or a word or two; longer ones are cut. */
const MAX_MAILTO_SUBJECT = 200;
const MAX_MAILTO_BODY = 500;

const ONE_CLICK = 'list-unsubscribe=one-click';
const MAILTO = 'mailto:';
// One address, as RFC 6068 writes it once percent-decoded: local part, @, a dotted domain.
const SINGLE_ADDRESS = /^[^\s@<>()",;:\\[\]]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;
// A header field's line breaks, and the other controls nothing sent should carry.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f]+/g;

/**
 * The ways out a message offers: the first HTTPS address (kept only when the message asks for the
 * one-click POST) and the first `mailto:` with a single recipient. Anything else (HTTP, an address
 * with a password in it, a malformed or overlong URI) is left out; `undefined` when nothing is left.
 */
export function readListUnsubscribe(
  listUnsubscribe: string | undefined,
  listUnsubscribePost: string | undefined,
): ListUnsubscribe | undefined {
  if (!listUnsubscribe) return undefined;
  const uris = [...listUnsubscribe.matchAll(/<([^<>]*)>/g)].map((match) =>
    match[1]!.replace(/\s/g, ''),
  );
  const isOneClick = listUnsubscribePost?.trim().toLowerCase() === ONE_CLICK;
  const oneClick = isOneClick ? uris.map(httpsAddress).find(Boolean) : undefined;
  const mailto = uris.map(mailtoAddress).find(Boolean);
  if (!oneClick && !mailto) return undefined;
  return { ...(oneClick && { oneClick }), ...(mailto && { mailto }) };
}

function httpsAddress(uri: string): string | undefined {
  if (!URL.canParse(uri)) return undefined;
  const url = new URL(uri);
  const isUsable =
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.href.length <= MAX_UNSUBSCRIBE_URL_LENGTH;
  return isUsable ? url.href : undefined;
}

function mailtoAddress(uri: string): ListUnsubscribe['mailto'] {
  const scheme = uri.slice(0, MAILTO.length).toLowerCase();
  if (scheme !== MAILTO || uri.length > MAX_UNSUBSCRIBE_URL_LENGTH) return undefined;
  const rest = uri.slice(MAILTO.length);
  const queryAt = rest.indexOf('?');
  const to = decoded(queryAt < 0 ? rest : rest.slice(0, queryAt));
  if (!SINGLE_ADDRESS.test(to ?? '')) return undefined;
  const fields = new Map<string, string>();
  for (const pair of queryAt < 0 ? [] : rest.slice(queryAt + 1).split('&')) {
    // A value may hold '=' itself (a token's padding): only the first one ends the name.
    const equalsAt = pair.indexOf('=');
    const name = (equalsAt < 0 ? pair : pair.slice(0, equalsAt)).toLowerCase();
    const value = decoded(equalsAt < 0 ? '' : pair.slice(equalsAt + 1));
    if (value !== undefined && !fields.has(name)) fields.set(name, value);
  }
  // Another recipient in the query would turn one unsubscribe into mail to several addresses.
  if (fields.has('to') || fields.has('cc') || fields.has('bcc')) return undefined;
  return {
    to: to!.toLowerCase(),
    subject: oneLine(fields.get('subject') ?? '', MAX_MAILTO_SUBJECT),
    body: oneLine(fields.get('body') ?? '', MAX_MAILTO_BODY),
  };
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** On one line (a subject becomes a header field), without controls, and at most `max` long. */
const oneLine = (text: string, max: number) =>
  capText(text.replace(CONTROLS, ' ').trim(), max).trimEnd();
