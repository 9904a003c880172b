import { domainToASCII, domainToUnicode } from 'node:url';
import { getDomainWithoutSuffix, parse } from 'tldts';

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * The registrable domain (Public Suffix List, ICANN section only) of a host name, an e-mail
 * address's host or a URL — `https://www.shop.co.uk/x` → `shop.co.uk` — or null when there is none
 * (an IP address, `localhost`, an unknown suffix). International names come back in their ASCII
 * form, as mail headers carry them: `bücher.de` → `xn--bcher-kva.de`.
 */
export function toRegistrableDomain(hostOrUrl: string): string | null {
  const parsed = parse(hostOrUrl.trim().toLowerCase(), { allowPrivateDomains: false });
  if (!parsed.domain || parsed.isIp || !parsed.isIcann) return null;
  const domain = domainToASCII(parsed.domain);
  return HOSTNAME.test(domain) ? domain : null;
}

/** True for a lower-case ASCII registrable domain such as `example.co.uk` (not `www.example.com`). */
export function isRegistrableDomain(value: string): boolean {
  return HOSTNAME.test(value) && toRegistrableDomain(value) === value;
}

/** A display name guessed from the domain alone: `example.co.uk` → `Example`. */
export function nameFromDomain(domain: string): string {
  const label = domainToUnicode(getDomainWithoutSuffix(domain) ?? domain.split('.')[0] ?? domain);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
