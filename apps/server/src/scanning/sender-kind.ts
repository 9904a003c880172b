import type { MessageMetadata } from '../mailbox-providers/provider';
import { registrableDomainOf } from './classify-sender';
import { isFreeMailHost, isFreeMailPerson } from './free-mail-domains';
import { isNamedAddress, isSharedMailbox, readPersonName } from './person-name';

/** Who a sender is to the person: a company, another person, or the person themselves. */
export type SenderKind = 'company' | 'person' | 'own';

/** What a sender is judged by: its address, display name and headers, never a body. */
export type SenderFacts = Pick<MessageMetadata, 'fromAddress' | 'fromName' | 'mailerHeaders'>;

const GMAIL_HOSTS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An address as its mailbox receives it: lower case, without a `+tag`, and for Gmail without
 * dots and under gmail.com (`Kasia.Lindqvist+news@googlemail.com` is `kasialindqvist@gmail.com`).
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  const host = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const local = address.slice(0, at).trim().toLowerCase().replace(/\+.*$/, '');
  if (GMAIL_HOSTS.has(host)) return `${local.replace(/\./g, '')}@gmail.com`;
  return `${local}@${host}`;
}

/** Every address of the person, and their own custom domains (not mailbox services). */
export class OwnAddresses {
  private readonly mailboxes: Set<string>;
  private readonly domains: Set<string>;

  constructor(addresses: Iterable<string>) {
    const list = [...addresses];
    this.mailboxes = new Set(list.map(mailboxOf));
    this.domains = new Set(
      list
        .map(registrableDomainOf)
        .filter((domain): domain is string => domain !== null && !isFreeMailHost(domain)),
    );
  }

  isOwn(address: string): boolean {
    return this.mailboxes.has(mailboxOf(address));
  }

  /** Mail from the person's own custom domain: family, colleagues. */
  isOwnDomain(domain: string): boolean {
    return this.domains.has(domain);
  }
}

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
  if (isSharedMailbox(address.slice(0, at))) return 'company';
  if (MAILER_SUBDOMAINS.has(address.slice(at + 1).split('.')[0]!)) return 'company';
  const name = readPersonName(sender.fromName);
  if (name?.script === 'other') return 'person';
  return name && isNamedAddress(address, name.words) ? 'person' : 'company';
}

/** First labels of the hosts companies send from (`notification.bank.com`), never a person's. */
const MAILER_SUBDOMAINS = new Set(
  'notification notifications notify email e em mail mails news info alerts updates mkt marketing send bounce reply service noreply'.split(
    ' ',
  ),
);
