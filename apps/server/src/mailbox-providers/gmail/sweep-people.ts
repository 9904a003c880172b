import type { MessageMetadata } from '../provider';
import type { SenderSearch } from './sender-query';
import { senderPhrases } from './sender-terms';

/** A person met on a sweep page, with the message of theirs the walk read. */
export interface PersonMet {
  address: string;
  found: MessageMetadata;
}

/**
 * The terms that list a person's mail: each display name followed by the address, as people's
 * mail is written (see `senderPhrases`), or the address alone for a person met without one.
 */
export function personTerms(address: string, names: readonly string[]): string[] {
  const phrases = names.map((name) => senderPhrases({ fromName: name, fromAddress: address }));
  const named = phrases.flatMap((pair) => (pair ? [pair[0]!] : []));
  return named.length > 0 ? named : [address];
}

/**
 * The ids of people's mail, for the walk to skip: they are never counted, so a search needs to
 * list only what is surely theirs. `from:maria@gmail.com` would also list a display name that
 * spells the address (`"maria@gmail.com via Signly" <noreply@signly.com>`), and a service writing
 * only that way would never be read; so people are searched by their display name next to their
 * address, many at once. What that leaves out (another display name of theirs, such a service) the
 * walk reads. Where Gmail turns out not to match such phrases (the messages read of them are not
 * listed), by address.
 */
export async function listPeopleMail(
  search: SenderSearch,
  people: readonly PersonMet[],
): Promise<string[]> {
  if (search.hints.phrasesMatch) {
    const terms = people.flatMap((person) => personTerms(person.address, [person.found.fromName]));
    const ids = await search.listAny([...new Set(terms)]);
    const listed = new Set(ids);
    if (people.every((person) => listed.has(person.found.id))) return ids;
    search.hints.phrasesMatch = false;
  }
  return search.listAny(people.map((person) => person.address));
}
