import { domainToASCII } from 'node:url';
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

/**
 * True for an international name: a label in its ASCII form (`xn--…`) or in any other script than
 * ASCII. Such a name can imitate another letter for letter (`pаypal.com` with a Cyrillic `а` is
 * `xn--pypal-4ve.com`), so Reclaim shows it in its ASCII form, with a warning, fetches no logo
 * for it and never guesses a contact at it. Names that only look alike in ASCII (`paypa1.com`)
 * are not told apart here.
 */
export function isLookalikeDomain(domain: string): boolean {
  return domain.split('.').some((label) => label.startsWith('xn--') || /[^\x20-\x7E]/.test(label));
}

/**
 * A display name guessed from the domain alone: `example.co.uk` → `Example`. An international
 * name keeps its ASCII form (`xn--pypal-4ve.com` → `Xn--pypal-4ve`), never the letters it
 * may imitate with.
 */
export function nameFromDomain(domain: string): string {
  const ascii = isLookalikeDomain(domain) ? domainToASCII(domain) || domain : domain;
  const label = getDomainWithoutSuffix(ascii) ?? ascii.split('.')[0] ?? ascii;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
