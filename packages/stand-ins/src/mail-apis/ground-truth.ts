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
}

/**
 * Count and first/last date per registrable domain over every sender that is not a free-mail
 * address, the most frequent domain first (ties by name).
 */
export function groundTruth(
  mailbox: Mailbox,
  options: GroundTruthOptions = {},
): Map<string, DomainTruth> {
  const includeSpamTrash = options.includeSpamTrash ?? true;
  const truth = new Map<string, DomainTruth>();
  const domainOf = new Map<string, string | null>();
  for (const message of mailbox.messages) {
    const { address } = message.from;
    let domain = domainOf.get(address);
    if (domain === undefined) {
      domain = isFreeMailAddress(address) ? null : registrableDomainOf(address);
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
