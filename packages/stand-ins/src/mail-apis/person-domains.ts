import { groundTruth, type GroundTruthOptions } from './ground-truth.js';
import type { Mailbox } from './mailbox-generator.js';
import { registrableDomainOf } from './registrable-domain.js';
import type { SenderKind, SenderProfile } from './sender-catalog.js';

/** What each sender address sends, by its profile: `person` for a person, else a company's kind. */
export function senderKindsOf(senders: readonly SenderProfile[]): Map<string, SenderKind> {
  return new Map(senders.map((sender) => [sender.address, sender.kind]));
}

/**
 * The domains `groundTruth` counts (with the same options) whose every counted message a person
 * sent: people on domains of their own (`maria@lopez.net`). Reclaim counts their mail as it counts
 * a company's, only keeping them off the person's company lists. A domain that a company mails
 * from too, as with a colleague writing from the employer's domain, is a company's.
 */
export function personDomainsOf(
  mailbox: Mailbox & { senders: readonly SenderProfile[] },
  options: GroundTruthOptions = {},
): Set<string> {
  const counted = groundTruth(mailbox, options);
  const kinds = senderKindsOf(mailbox.senders);
  const includeSpamTrash = options.includeSpamTrash ?? true;
  const withCompanyMail = new Set<string>();
  for (const message of mailbox.messages) {
    const { address } = message.from;
    if (kinds.get(address) === 'person') continue;
    if (!includeSpamTrash && message.labels.some((l) => l === 'SPAM' || l === 'TRASH')) continue;
    withCompanyMail.add(registrableDomainOf(address));
  }
  return new Set([...counted.keys()].filter((domain) => !withCompanyMail.has(domain)));
}
