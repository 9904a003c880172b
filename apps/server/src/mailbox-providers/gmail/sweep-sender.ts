import { registrableDomainOf } from '../../scanning/classify-sender';
import type { MessageMetadata } from '../provider';
import type { SenderTotal } from './gmail-scan-page';
import { coDomainSuffixes, type SenderSearch } from './sender-query';

/** Reads a message's metadata once per sweep page; null when it was deleted meanwhile. */
export type MessageReader = (id: string) => Promise<MessageMetadata | null>;

/** What a company's search had to leave out to list only its mail; kept in the cursor. */
export interface SenderExclusions {
  /** Addresses of other senders that its search also listed. */
  addresses: string[];
  /** Listed ids read as another sender's that no address search can leave out. */
  ids: string[];
}

/** A company swept: its ids are known, so the walk can skip them, and its mail is counted. */
export interface SweptSender {
  ids: string[];
  exclusions: SenderExclusions;
  /** Null for the mailbox's own domain: covered, not counted. */
  total: SenderTotal | null;
}

/** An address Gmail's search syntax can name as it is: no quotes, brackets or spaces. */
const isSearchable = (address: string) => /^[a-z0-9._%+'-]+@[a-z0-9.-]+$/.test(address);

const newestFirst = (a: MessageMetadata, b: MessageMetadata) =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1);

/**
 * The ids of a company's mail, exactly, though Gmail's `from:` is loose: `from:shop.com` also
 * lists `shop.com.au` (left out by its suffix), and any sender whose display name or address
 * mentions `shop.com`. So the search is checked: what it lists beyond the company's known
 * addresses and subdomains is read, one id at a time, and each read either teaches another
 * address of the company or names a sender to leave out. A company that writes from one address
 * costs one more list call; each further address or sender that names it, a read and a list.
 */
async function companyIds(
  search: SenderSearch,
  read: MessageReader,
  domain: string,
  found: MessageMetadata,
  isPerson: (address: string) => boolean,
) {
  const suffixes = coDomainSuffixes(domain);
  // What the company's known mail is searched by: a subdomain covers all its addresses at once
  // (`mail.shop.com`); on the domain itself each address counts (`news@shop.com`).
  const ownTerm = (address: string) => {
    const host = address.slice(address.lastIndexOf('@') + 1);
    return host === domain ? address : host;
  };
  const own = new Set([found.fromAddress].filter(isSearchable).map(ownTerm));
  const exclusions: SenderExclusions = { addresses: [], ids: [] };
  const settled = new Map<string, boolean>([[found.id, true]]);
  /** Reads an id not yet settled: true when it is the company's; learns from it either way. */
  const settle = async (id: string) => {
    const message = await read(id);
    const isMine =
      message !== null &&
      registrableDomainOf(message.fromAddress) === domain &&
      !isPerson(message.fromAddress);
    settled.set(id, isMine);
    if (message && isSearchable(message.fromAddress)) {
      if (isMine) own.add(ownTerm(message.fromAddress));
      else exclusions.addresses.push(message.fromAddress);
    } else if (!isMine) exclusions.ids.push(id);
  };
  const list = async () =>
    (await search.list(domain, [...suffixes, ...exclusions.addresses])).filter(
      (id) => settled.get(id) !== false,
    );

  let ids = await list();
  // A list of one or two is read whole for the dates anyway; a longer one is checked by a
  // search for what its known addresses do not explain, until that search lists nothing new.
  const isShort = ids.length <= 2;
  // The oldest is read for the dates anyway; read first, it may name a second address.
  const oldest = ids.at(-1);
  if (!isShort && oldest !== undefined && !settled.has(oldest)) {
    await settle(oldest);
    if (exclusions.addresses.length > 0) ids = await list();
  }
  for (;;) {
    const doubtful = isShort
      ? ids
      : await search.list(domain, [...suffixes, ...exclusions.addresses, ...own]);
    const next = doubtful.find((id) => !settled.has(id));
    if (next === undefined) break;
    const excluded = exclusions.addresses.length;
    await settle(next);
    if (exclusions.addresses.length > excluded) ids = await list();
    else ids = ids.filter((id) => settled.get(id) !== false);
  }
  // The newest and the oldest give the dates; each must be the company's own too.
  for (;;) {
    const ends = [...new Set([ids[0], ids.at(-1)])].filter((id) => id !== undefined);
    const excluded = exclusions.addresses.length;
    await Promise.all(ends.filter((id) => !settled.has(id)).map(settle));
    if (ends.every((id) => settled.get(id))) return { ids, ends, exclusions };
    if (exclusions.addresses.length > excluded) ids = await list();
    else ids = ids.filter((id) => settled.get(id) !== false);
  }
}

async function companyTotal(
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
 * Lists every id from `domain` (a registrable domain, which `from:` matches with its
 * subdomains) within the search's range, exactly (see `companyIds`), and, when it is counted,
 * reads its newest and oldest message for the dates.
 */
export async function sweepCompany(
  search: SenderSearch,
  read: MessageReader,
  domain: string,
  found: MessageMetadata,
  options: { withTotal: boolean; isPerson: (address: string) => boolean },
): Promise<SweptSender> {
  const { ids, ends, exclusions } = await companyIds(search, read, domain, found, options.isPerson);
  const total = options.withTotal ? await companyTotal(read, domain, ids, ends, found) : null;
  return { ids, exclusions, total };
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

/** Lists a covered company's ids again, as its sweep left them, for a sweep resumed elsewhere. */
export async function relistCompany(
  search: SenderSearch,
  sender: string,
  exclusions: SenderExclusions | undefined,
): Promise<string[]> {
  const ids = await search.list(sender, [
    ...coDomainSuffixes(sender),
    ...(exclusions?.addresses ?? []),
  ]);
  const dropped = new Set(exclusions?.ids);
  return ids.filter((id) => !dropped.has(id));
}
