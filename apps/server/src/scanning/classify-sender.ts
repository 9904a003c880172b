import { domainToASCII } from 'node:url';
import { getDomain } from 'tldts';
import type { MessageMetadata } from '../mailbox-providers/provider';
import { isFreeMailPerson } from './free-mail-domains';
import type { OwnAddresses } from './own-addresses';

export type SenderVerdict =
  | { isCompany: true; domain: string }
  | { isCompany: false; reason: 'no-domain' | 'free-mail' | 'own-address' | 'own-domain' };

/**
 * Decides whether a message comes from a company, and which one (its registrable domain, from the
 * Public Suffix List: `news.mail.shop.co.uk` → `shop.co.uk`). People at mailbox services are
 * people (their provider's own mail, `no-reply@…` or from a subdomain, is the provider's); the
 * person's own addresses, in any of their mailboxes, are theirs, and their own custom domains
 * carry family and colleagues. Everything else — transactional and commercial mail — is kept.
 */
export function classifySender(
  message: Pick<MessageMetadata, 'fromAddress'>,
  own: OwnAddresses,
): SenderVerdict {
  const domain = registrableDomainOf(message.fromAddress);
  if (!domain) return { isCompany: false, reason: 'no-domain' };
  if (own.isOwn(message.fromAddress)) return { isCompany: false, reason: 'own-address' };
  if (isFreeMailPerson(message.fromAddress)) return { isCompany: false, reason: 'free-mail' };
  if (own.isOwnDomain(domain)) return { isCompany: false, reason: 'own-domain' };
  const company = domainToASCII(domain);
  if (!company) return { isCompany: false, reason: 'no-domain' };
  return { isCompany: true, domain: company };
}

/**
 * The company an address writes for, as the directory keys it: its registrable domain in ASCII.
 * Headers mostly carry international names that way already; one written in Unicode
 * (`pаypal.com`, with a Cyrillic `а`) becomes `xn--pypal-4ve.com`, which is what the person is
 * shown, so no name can pass for another on the page.
 */
export function companyDomainOf(address: string): string | null {
  const domain = registrableDomainOf(address);
  return domain ? domainToASCII(domain) || null : null;
}

/** An address's registrable domain as written (Unicode stays Unicode); null without one. */
export function registrableDomainOf(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 1) return null;
  return getDomain(
    address
      .slice(at + 1)
      .toLowerCase()
      .trim(),
    { allowPrivateDomains: false },
  );
}
