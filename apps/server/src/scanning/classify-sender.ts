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
  return { isCompany: true, domain };
}

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
