import type { Mailbox } from './mailbox-generator.js';
import { isFreeMailAddress, registrableDomainOf } from './registrable-domain.js';

/** What a correct scan finds for one registrable domain. */
export interface DomainTruth {
  count: number;
  first: Date;
  last: Date;
}

/** Which messages a scan is expected to see. */
export interface GroundTruthOptions {
  /**
   * Count messages labelled SPAM or TRASH. Defaults to true. Gmail leaves them out of
   * `messages.list` unless asked; Graph's `/me/messages` includes Junk Email and Deleted Items.
   */
  includeSpamTrash?: boolean;
  /**
   * The mailbox owner's address: mail from its registrable domain is left out, as Reclaim does not
   * count the person's own domain. Ignored for a free-mail address, which is left out anyway.
   */
  ownAddress?: string;
}

/** The registrable domain a scan counts mail from `address` under, or null when it counts none. */
function countedDomainOf(address: string, ownDomain: string | null): string | null {
  const at = address.lastIndexOf('@');
  // A From header without an address (a bounce, `undisclosed-recipients:;`) names no domain.
  if (at < 0 || at === address.length - 1) return null;
  if (isFreeMailAddress(address)) return null;
  const domain = registrableDomainOf(address);
  return domain === ownDomain ? null : domain;
}

/**
 * Count and first/last date per registrable domain over every sender that has an address and is
 * neither a free-mail address nor on the owner's own domain, the most frequent domain first (ties
 * by name).
 */
export function groundTruth(
  mailbox: Mailbox,
  options: GroundTruthOptions = {},
): Map<string, DomainTruth> {
  const includeSpamTrash = options.includeSpamTrash ?? true;
  const ownDomain = options.ownAddress ? registrableDomainOf(options.ownAddress) : null;
  const truth = new Map<string, DomainTruth>();
  const domainOf = new Map<string, string | null>();
  for (const message of mailbox.messages) {
    const { address } = message.from;
    let domain = domainOf.get(address);
    if (domain === undefined) {
      domain = countedDomainOf(address, ownDomain);
      domainOf.set(address, domain);
    }
    if (domain === null) continue;
    if (
      !includeSpamTrash &&
      message.labels.some((label) => label === 'SPAM' || label === 'TRASH')
    ) {
      continue;
    }
    const entry = truth.get(domain);
    if (!entry) {
      truth.set(domain, { count: 1, first: message.date, last: message.date });
      continue;
    }
    entry.count += 1;
    const time = message.date.getTime();
    if (time < entry.first.getTime()) entry.first = message.date;
    if (time > entry.last.getTime()) entry.last = message.date;
  }
  return new Map(
    [...truth].sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : a > b ? 1 : 0)),
  );
}
