import { canonicalPropertyId } from './graph-properties.js';
import type { StoredMessage } from './mailbox-store.js';
import { conversationIdOf, messageIdOf } from './message-headers.js';

type Predicate = (message: StoredMessage) => boolean;

/** A parsed `$filter` of a message list. */
export interface MessageFilter {
  matches: Predicate;
  /**
   * The filter names an `internetMessageId` or an extended property, so it also finds what the
   * user wrote.
   */
  reachesWritten: boolean;
}

const COMPARISONS: Record<string, (time: number, instant: number) => boolean> = {
  ge: (time, instant) => time >= instant,
  gt: (time, instant) => time > instant,
  le: (time, instant) => time <= instant,
  lt: (time, instant) => time < instant,
};

// OData doubles a single quote inside a string literal.
const STRING = (name: string) => `'(?<${name}>(?:[^']|'')*)'`;
const RECEIVED =
  String.raw`receivedDateTime\s+(?<operator>ge|gt|le|lt)\s+` +
  String.raw`'?(?<when>[0-9T:.+-]+Z?)'?`;
const MESSAGE_ID = String.raw`internetMessageId\s+eq\s+${STRING('messageId')}`;
const CONVERSATION = String.raw`conversationId\s+eq\s+${STRING('conversationId')}`;
const PROPERTY =
  String.raw`singleValueExtendedProperties/any\(\s*(?<variable>\w+)\s*:\s*` +
  String.raw`\k<variable>/id\s+eq\s+${STRING('propertyId')}\s+and\s+` +
  String.raw`\k<variable>/value\s+eq\s+${STRING('propertyValue')}\s*\)`;
// One clause and what follows it: `and` and the next clause, or the end.
const CLAUSE = new RegExp(
  String.raw`\s*(?:${RECEIVED}|${MESSAGE_ID}|${CONVERSATION}|${PROPERTY})\s*(?:(?<and>and)\s+|$)`,
  'iy',
);

const unquote = (quoted: string) => quoted.replace(/''/g, "'");

/** The test of one matched clause; null when its values make no sense. */
function clauseTest(groups: Record<string, string | undefined>): Predicate | null {
  const { operator, when, messageId, conversationId, propertyId, propertyValue } = groups;
  if (conversationId !== undefined) {
    const wanted = unquote(conversationId);
    return (message) => conversationIdOf(message) === wanted;
  }
  if (messageId !== undefined) {
    const wanted = unquote(messageId);
    return (message) => messageIdOf(message) === wanted;
  }
  if (propertyId !== undefined && propertyValue !== undefined) {
    const id = canonicalPropertyId(unquote(propertyId));
    // Graph compares a string property's value without regard to case.
    const wanted = unquote(propertyValue).toLowerCase();
    if (id === null) return null;
    return (message) => message.extendedProperties?.[id]?.toLowerCase() === wanted;
  }
  const instant = Date.parse(when ?? '');
  const compare = COMPARISONS[operator?.toLowerCase() ?? ''];
  if (!compare || Number.isNaN(instant)) return null;
  return (message) => compare(message.time, instant);
}

/**
 * `$filter` on `receivedDateTime` (`ge`, `gt`, `le`, `lt`), `internetMessageId eq '…'`,
 * `conversationId eq '…'` and
 * `singleValueExtendedProperties/Any(ep: ep/id eq '…' and ep/value eq '…')`, joined by `and`: the
 * filters the emulator supports; null for anything else.
 */
export function messageFilter(filter: string | null): MessageFilter | null {
  if (!filter?.trim()) return { matches: () => true, reachesWritten: false };
  const tests: Predicate[] = [];
  let reachesWritten = false;
  CLAUSE.lastIndex = 0;
  for (;;) {
    const groups = CLAUSE.exec(filter)?.groups;
    const test = groups ? clauseTest(groups) : null;
    if (!groups || !test) return null;
    tests.push(test);
    if (groups.when === undefined) reachesWritten = true;
    if (groups.and === undefined) break;
  }
  if (CLAUSE.lastIndex < filter.length) return null;
  return { matches: (message) => tests.every((test) => test(message)), reachesWritten };
}

/**
 * A predicate for `$filter` on `receivedDateTime` only, as delta queries take it; null when the
 * filter is something else.
 */
export function receivedFilter(filter: string | null): Predicate | null {
  const parsed = messageFilter(filter);
  return parsed && !parsed.reachesWritten ? parsed.matches : null;
}
