import { registrableDomainOf } from '../../scanning/classify-sender';
import type { MessageMetadata } from '../provider';
import type { SenderTotal } from './gmail-scan-page';
import type { SenderSearch } from './sender-query';
import { holdsRun, isSearchable, searchWords } from './sender-terms';

/** Reads a message's metadata once per sweep page; null when it was deleted meanwhile. */
export type MessageReader = (id: string) => Promise<MessageMetadata | null>;

/** What a company's search had to leave out to list only its mail; kept in the cursor. */
export interface SenderExclusions {
  /** Other senders (registrable domains, or addresses) that its search also listed. */
  addresses: string[];
  /** Listed ids read as another sender's that no search term can leave out. */
  ids: string[];
}

/** A company swept: its ids are known, so the walk can skip them, and its mail is counted. */
export interface SweptSender {
  ids: string[];
  exclusions: SenderExclusions;
  /** Null for the mailbox's own domain: covered, not counted. */
  total: SenderTotal | null;
}

const newestFirst = (a: MessageMetadata, b: MessageMetadata) =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1);

/** What a sender's sweep needs to know of the others. */
export interface SweepRules {
  /** A person's address at a mailbox service: never one of a company's own senders. */
  isPerson: (address: string) => boolean;
  /** The company or address whose checked search lists an id the walk has yet to pass. */
  coveredBy: (id: string) => string | undefined;
}

/**
 * How to leave out an id that the checked search of `other` (a domain or an address) lists, and
 * that is therefore not the searched sender's, without reading it: by `other` itself, unless that
 * would leave out the searched mail (`words`) too. Null: read it.
 */
export function coveredExclusion(
  other: string | undefined,
  words: readonly string[],
): string | null {
  if (other === undefined || holdsRun(words, searchWords(other))) return null;
  return other;
}

/**
 * How a search for `words` (a company's domain) leaves out the mail of another sender that it
 * listed: by that sender's registrable domain, which also covers its other
 * addresses, or by its address when the domain is a mailbox service's or would leave out the
 * searched mail itself (`shop.com` in a search for `best-shop.com`). Null when no term can.
 */
export function exclusionOf(
  message: MessageMetadata,
  words: readonly string[],
  rules: SweepRules,
): string | null {
  const address = message.fromAddress;
  if (!isSearchable(address)) return null;
  const domain = registrableDomainOf(address);
  if (!domain || rules.isPerson(address) || holdsRun(words, searchWords(domain))) return address;
  return domain;
}

/** A check of one sender's search (see `checkSearches`): read what it could not explain. */
export interface PendingCheck {
  /** What its search named: a company's registrable domain. */
  readonly terms: readonly string[];
  /** Whether its search, less what was read as another sender's, lists `id`. */
  lists(id: string): boolean;
  /** The ids its search lists, newest first. */
  readonly ids: readonly string[];
  /** What explains the known mail of `term` (its senders' display names next to addresses). */
  explained(term: string): readonly string[];
  /**
   * Reads what the check listed and could not explain (each with the terms of the search that
   * listed it; none for what another pending search also lists), until a read teaches a term;
   * true when the check must run again.
   */
  review(doubtful: readonly Doubtful[]): Promise<boolean>;
}

/** An id a check listed, and the terms of the search that listed it. */
export type Doubtful = readonly [id: string, listedWith: readonly string[]];

/** A company's total from its ids and its newest and oldest message (`ends`). */
export async function companyTotal(
  read: MessageReader,
  domain: string,
  ids: string[],
  ends: string[],
  found: MessageMetadata,
): Promise<SenderTotal> {
  // The walk meets a company at its newest message, so that one is usually read already: about
  // one read a company. The other samples are read after the scan (see `readSamples`).
  const endMessages = await Promise.all(ends.filter((id) => id !== found.id).map(read));
  const messages = [found, ...endMessages.filter((message) => message !== null)].sort(newestFirst);
  // A search that missed the message it started from still counts that message, once.
  const count = ids.includes(found.id) ? ids.length : ids.length + 1;
  return {
    sender: domain,
    count,
    first: messages.at(-1)!.date,
    last: messages[0]!.date,
    samples: messages,
  };
}

/**
 * Lists and counts one address, for a mailbox service's own mail (`mailings@gmx.net`): its
 * domain's search would list every user of the service. A search for one address lists that
 * sender only, so it needs no check.
 */
export async function sweepAddress(
  search: SenderSearch,
  read: MessageReader,
  address: string,
  found: MessageMetadata,
): Promise<SweptSender> {
  const ids = await search.list(address);
  const ends = [...new Set([ids[0], ids.at(-1)])].filter((id) => id !== undefined);
  const total = await companyTotal(read, address, ids, ends, found);
  return { ids, exclusions: { addresses: [], ids: [] }, total };
}

/**
 * Lists a covered company's ids again, as its sweep left them (leaving out the co-domain
 * `suffixes` it left out), for a sweep resumed elsewhere.
 */
export async function relistCompany(
  search: SenderSearch,
  sender: string,
  exclusions: SenderExclusions | undefined,
  suffixes: readonly string[],
): Promise<string[]> {
  const ids = await search.list(sender, [...suffixes, ...(exclusions?.addresses ?? [])]);
  const dropped = new Set(exclusions?.ids);
  return ids.filter((id) => !dropped.has(id));
}
