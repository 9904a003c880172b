import type { MessageMetadata } from '../mailbox-providers/provider';
import { classifySender } from './classify-sender';
import type { OwnAddresses } from './own-addresses';
import {
  isBrandMailbox,
  isFirstNameAddress,
  isNamedAddress,
  readListAuthor,
  readPersonName,
} from './person-name';
import { isSharedMailbox } from './shared-mailbox';

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
 * list's or a bulk sender's headers, comes from a mailer's host (`news.shop.com`), a shared
 * mailbox (`info@`, `rechnung@`), one named after its domain (`viaverde@viaverde.pt`) or under a
 * name that is not a person's is a company's. A person's name on an address made of it, as people
 * write from their own or their employer's domain, is a person's, and so is a greeting on a
 * domain made of the name (`"Rita Leal" <ola@ritaleal.com>`), a lone given name on its own
 * mailbox (`"Tiago" <tiago@albuquerque.org.uk>`) and a post a discussion list relays under its
 * own address (`'Ana Ferreira' via aves-portugal`).
 */
export function writesLikePerson(sender: SenderFacts): boolean {
  // `Auto-Submitted` alone also marks a person's automatic reply (an out-of-office note): the
  // tests below still tell it from a service's notice, which comes from a shared mailbox.
  if (sender.mailerHeaders.some((header) => header !== 'auto-submitted')) return false;
  const address = sender.fromAddress;
  const at = address.lastIndexOf('@');
  const host = address.slice(at + 1).toLowerCase();
  if (MAILER_SUBDOMAINS.has(host.split('.')[0]!)) return false;
  if (isBrandMailbox(address)) return false;
  const author = readListAuthor(sender.fromName, address);
  const name = readPersonName(author ?? sender.fromName);
  // Stryker disable next-line ConditionalExpression: with a list's author the name holds ` via `, never a lone given name, so isFirstNameAddress is false anyway.
  if (name === null) return author === null && isFirstNameAddress(address, sender.fromName);
  if (author !== null || name.script === 'other') return !isSharedMailbox(address.slice(0, at));
  return isNamedAddress(address, name.words);
}

/** First labels of the hosts companies send from (`notification.bank.com`), never a person's. */
const MAILER_SUBDOMAINS = new Set(
  'notification notifications notify email e em mails news info alerts updates mkt marketing send bounce reply service noreply'.split(
    ' ',
  ),
);
