import { sweepCursorKey, type SweepCursor } from './gmail-scan-page';
import type { GmailCall } from './gmail-client';
import { coDomainSuffixes, freshSearchHints, SenderSearch } from './sender-query';
import type { SweepMemory, SweepState } from './sweep-memory';
import { personTerms } from './sweep-people';
import { relistCompany } from './sweep-sender';

/** Who covers the ids of a people search: several people, none of them named. */
export const PEOPLE = '';

/** People and a mailbox service's own senders are covered by address, companies by domain. */
export const isAddress = (sender: string) => sender.includes('@');

/** Co-domain suffixes left out all at once when, joined, they are no longer than this. */
const SHORT_SUFFIXES = 200;

const lastLabelOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);

/**
 * The co-domain suffixes a company's searches leave out, as the cursor's sweep found them; a
 * cursor of a sweep that did not look for them leaves out every one.
 */
const coDomainsOf = (cursor: SweepCursor, domain: string) =>
  cursor.coDomains ? (cursor.coDomains[lastLabelOf(domain)] ?? []) : coDomainSuffixes(domain);

/**
 * The co-domain suffixes of `domain`'s last label (`com.au` for `shop.com`) that any mail in the
 * range has, found once a label and kept in `coDomains`: a search leaving out all 139 of `com`
 * is longer than Gmail may take, and most never occur in a mailbox.
 */
export async function findCoDomains(
  search: SenderSearch,
  coDomains: Record<string, string[]>,
  domain: string,
): Promise<string[]> {
  const label = lastLabelOf(domain);
  const suffixes = coDomainSuffixes(domain);
  // A few suffixes (`de.us` for `de`) cost nothing to leave out: no search for them.
  const isShort = suffixes.join(' OR ').length <= SHORT_SUFFIXES;
  coDomains[label] ??= isShort ? suffixes : await search.presentAmong(suffixes);
  return coDomains[label];
}

/**
 * The state a sweep page starts from: the one this process kept for `cursor`, or, in a new
 * process or for a cursor it did not hand out, one rebuilt by listing the covered senders again,
 * leaving out what their sweeps left out. That costs list calls only, never a message read.
 */
export async function restoreState(
  memory: SweepMemory,
  address: string,
  cursor: SweepCursor,
  search: { call: GmailCall; range: string },
): Promise<SweepState> {
  const kept = memory.take(address, sweepCursorKey(cursor));
  if (kept) return kept;
  const hints = freshSearchHints();
  const searches = new SenderSearch(search.call, search.range, hints);
  // People by their names next to their addresses, as the sweep listed them; see `personTerms`.
  const people = cursor.covered.filter(isAddress);
  const peopleTerms = people.flatMap((person) => personTerms(person, cursor.names[person] ?? []));
  const leftOut = people.map((person) => cursor.exclusions[person]);
  const companies = cursor.covered.filter((sender) => !isAddress(sender));
  const [peopleIds, ...lists] = await Promise.all([
    searches.listAny(
      [...new Set(peopleTerms)],
      [...new Set(leftOut.flatMap((left) => left?.addresses ?? []))],
    ),
    ...companies.map((sender) =>
      relistCompany(searches, sender, cursor.exclusions[sender], coDomainsOf(cursor, sender)),
    ),
  ]);
  const dropped = new Set(leftOut.flatMap((left) => left?.ids ?? []));
  const coveredIds = new Map<string, string>();
  for (const id of peopleIds) if (!dropped.has(id)) coveredIds.set(id, PEOPLE);
  for (const [index, ids] of lists.entries()) {
    for (const id of ids) coveredIds.set(id, companies[index]!);
  }
  return { coveredIds, page: null, read: new Map(), hints };
}
