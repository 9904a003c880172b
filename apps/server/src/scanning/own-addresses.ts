import { registrableDomainOf } from './classify-sender';
import { isFreeMailHost } from './free-mail-domains';
import { TAG } from './shared-mailbox';

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
  const local = address.slice(0, at).trim().toLowerCase().replace(TAG, '');
  if (GMAIL_HOSTS.has(host)) return `${local.replace(/\./g, '')}@gmail.com`;
  return `${local}@${host}`;
}

/** Every address of the person, and their own custom domains (not mailbox services). */
export class OwnAddresses {
  private readonly mailboxes: Set<string>;
  private readonly domains: Set<string>;

  /** The addresses of the person's mailboxes and of what each sends as. */
  static of(mailboxes: readonly { address: string; aliases: readonly string[] }[]) {
    return new OwnAddresses(mailboxes.flatMap((mailbox) => [mailbox.address, ...mailbox.aliases]));
  }

  constructor(addresses: Iterable<string>) {
    const list = [...addresses];
    this.mailboxes = new Set(list.map(mailboxOf));
    this.domains = new Set(
      list
        .map(registrableDomainOf)
        .filter((domain): domain is string => domain !== null && !isFreeMailHost(domain)),
    );
  }

  /** The person's own custom domains (registrable domains, never a mailbox service). */
  get customDomains(): string[] {
    return [...this.domains];
  }

  isOwn(address: string): boolean {
    return this.mailboxes.has(mailboxOf(address));
  }

  /** Mail from the person's own custom domain: family, colleagues. */
  isOwnDomain(domain: string): boolean {
    return this.domains.has(domain);
  }
}
