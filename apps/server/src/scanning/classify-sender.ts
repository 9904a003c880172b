import { getDomain } from 'tldts';
import type { MessageMetadata } from '../mailbox-providers/provider';
import { isFreeMailHost, isFreeMailPerson } from './free-mail-domains';

export type SenderVerdict =
  | { isCompany: true; domain: string }
  | { isCompany: false; reason: 'no-domain' | 'free-mail' | 'own-domain' };

/**
 * Decides whether a message comes from a company, and which one (its registrable domain, from the
 * Public Suffix List: `news.mail.shop.co.uk` → `shop.co.uk`). People at mailbox services are
 * people (their provider's own mail, `no-reply@…` or from a subdomain, is the provider's), and so
 * is mail from the mailbox's own custom domain (colleagues, family). Everything else —
 * transactional and commercial mail — is kept.
 */
export function classifySender(
  message: Pick<MessageMetadata, 'fromAddress'>,
  ownAddress: string,
): SenderVerdict {
  const domain = registrableDomainOf(message.fromAddress);
  if (!domain) return { isCompany: false, reason: 'no-domain' };
  if (isFreeMailPerson(message.fromAddress)) return { isCompany: false, reason: 'free-mail' };
  const ownDomain = registrableDomainOf(ownAddress);
  if (domain === ownDomain && !isFreeMailHost(ownDomain)) {
    return { isCompany: false, reason: 'own-domain' };
  }
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
