import type { MessageMetadata } from '../mailbox-providers/provider';
import { registrableDomainOf } from './classify-sender';
import { isFreeMailPerson } from './free-mail-domains';
import type { OwnAddresses } from './own-addresses';
import { isNamedAddress, isSharedMailbox, readPersonName } from './person-name';

/** Who a sender is to the person: a company, another person, or the person themselves. */
export type SenderKind = 'company' | 'person' | 'own';

/** What a sender is judged by: its address, display name and headers, never a body. */
export type SenderFacts = Pick<MessageMetadata, 'fromAddress' | 'fromName' | 'mailerHeaders'>;

/**
 * Tells a company from a person by one message's sender. People at mailbox services are people
 * (their provider's own mail is the provider's); on any other domain, mail that carries a mailing
 * list's or a bulk sender's headers, comes from a shared mailbox (`info@`, `rechnung@`) or under
 * a name that is not a person's is a company's, and the rest — a person's name on an address made
 * of it, as people write from their own or their employer's domain — a person's.
 */
export function senderKind(sender: SenderFacts, own: OwnAddresses): SenderKind {
  const address = sender.fromAddress;
  if (own.isOwn(address)) return 'own';
  if (isFreeMailPerson(address)) return 'person';
  const domain = registrableDomainOf(address);
  if (domain && own.isOwnDomain(domain)) return 'person';
  if (sender.mailerHeaders.length > 0) return 'company';
  const at = address.lastIndexOf('@');
  const name = readPersonName(sender.fromName);
  // A shared mailbox is an organisation's, even a freelancer's `info@` on a domain of their name:
  // "Paulina Weiß" there reads no differently from "Tischlerei Haberl".
  if (isSharedMailbox(address.slice(0, at))) return 'company';
  if (MAILER_SUBDOMAINS.has(address.slice(at + 1).split('.')[0]!)) return 'company';
  if (name?.script === 'other') return 'person';
  return name && isNamedAddress(address, name.words) ? 'person' : 'company';
}

/** First labels of the hosts companies send from (`notification.bank.com`), never a person's. */
const MAILER_SUBDOMAINS = new Set(
  'notification notifications notify email e em mail mails news info alerts updates mkt marketing send bounce reply service noreply'.split(
    ' ',
  ),
);
