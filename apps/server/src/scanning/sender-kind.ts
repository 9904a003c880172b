import type { MessageMetadata } from '../mailbox-providers/provider';
import { classifySender } from './classify-sender';
import type { OwnAddresses } from './own-addresses';
import { isNamedAddress, isSharedMailbox, readPersonName } from './person-name';

/** Who a sender is to the person: a company, another person, or the person themselves. */
export type SenderKind = 'company' | 'person' | 'own';

/** What a sender is judged by: its address, display name and headers, never a body. */
export type SenderFacts = Pick<MessageMetadata, 'fromAddress' | 'fromName' | 'mailerHeaders'>;

/**
 * Tells a company from a person by one message's sender. People at mailbox services are people
 * (their provider's own mail is the provider's), and so are those on the person's own domains;
 * on any other domain, see `writesLikePerson`.
 */
export function senderKind(sender: SenderFacts, own: OwnAddresses): SenderKind {
  const verdict = classifySender(sender, own);
  if (!verdict.isCompany && verdict.reason === 'own-address') return 'own';
  if (!verdict.isCompany && verdict.reason !== 'no-domain') return 'person';
  return writesLikePerson(sender) ? 'person' : 'company';
}

/**
 * Whether a sender on a domain of its own writes like a person. Mail that carries a mailing
 * list's or a bulk sender's headers, comes from a shared mailbox (`info@`, `rechnung@`) or under
 * a name that is not a person's is a company's; a person's name on an address made of it, as
 * people write from their own or their employer's domain, is a person's.
 */
export function writesLikePerson(sender: SenderFacts): boolean {
  const address = sender.fromAddress;
  if (sender.mailerHeaders.length > 0) return false;
  const at = address.lastIndexOf('@');
  const name = readPersonName(sender.fromName);
  // A shared mailbox is an organisation's, even a freelancer's `info@` on a domain of their name:
  // "Paulina Weiß" there reads no differently from "Tischlerei Haberl".
  if (isSharedMailbox(address.slice(0, at))) return false;
  if (MAILER_SUBDOMAINS.has(address.slice(at + 1).split('.')[0]!)) return false;
  if (name?.script === 'other') return true;
  return name !== null && isNamedAddress(address, name.words);
}

/** First labels of the hosts companies send from (`notification.bank.com`), never a person's. */
const MAILER_SUBDOMAINS = new Set(
  'notification notifications notify email e em mail mails news info alerts updates mkt marketing send bounce reply service noreply'.split(
    ' ',
  ),
);
