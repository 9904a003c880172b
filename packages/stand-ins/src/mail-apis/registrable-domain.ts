/** Public suffixes the generator uses; the multi-part ones need three labels for a registrable domain. */
export const GENERATED_SUFFIXES = [
  'com',
  'com',
  'com',
  'net',
  'org',
  'io',
  'de',
  'fr',
  'co.uk',
  'org.uk',
  'com.au',
  'co.jp',
  'com.br',
  'co.nz',
] as const;

const MULTI_PART_SUFFIXES = new Set(GENERATED_SUFFIXES.filter((suffix) => suffix.includes('.')));

/** Free-mail providers: their senders are people, not companies that hold data. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'aol.com',
]);

/**
 * The registrable domain (public suffix plus one label) of an address or host. It only knows the
 * suffixes in {@link GENERATED_SUFFIXES}, which is all the generator produces; the tests check it
 * against the Public Suffix List.
 */
export function registrableDomainOf(addressOrHost: string): string {
  const host = addressOrHost.slice(addressOrHost.lastIndexOf('@') + 1).toLowerCase();
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  return labels.slice(MULTI_PART_SUFFIXES.has(lastTwo as never) ? -3 : -2).join('.');
}

/** Whether an address belongs to a free-mail provider. */
export function isFreeMailAddress(address: string): boolean {
  return FREE_MAIL_DOMAINS.has(registrableDomainOf(address));
}
