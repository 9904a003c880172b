import { z } from 'zod';
import {
  checkEntry,
  normalizeEmail,
  type DirectoryEntry,
  type ParsedSource,
} from './directory-entry';
import { toRegistrableDomain } from './registrable-domain';

/** The fields Reclaim uses of one JustDeleteMe `sites.json` entry (MIT). */
const justDeleteMeSiteSchema = z.object({
  name: z.string().trim().min(1),
  url: z.string().trim().min(1),
  domains: z.array(z.string()).default([]),
  email: z.string().optional(),
});
type JustDeleteMeSite = z.infer<typeof justDeleteMeSiteSchema>;

/** A sites.json that is not a list of sites at all; nothing is imported from it. */
export class UnknownFormatError extends Error {}

/**
 * Turns JustDeleteMe entries into directory rows, one per registrable domain an entry lists: its
 * name, its `url` as the account deletion page, and its `email` (often a support address) as the
 * contact. The home page is left empty: JustDeleteMe does not give one.
 *
 * One entry can list many hosts (`aws.amazon.com`, `amazon.co.uk`), and several entries can reduce
 * to the same domain. An entry that lists the domain itself (or `www.`) wins over one that only
 * lists a sub-site of it (`one.google.com`); among equals, the first in the file wins.
 */
export function parseJustDeleteMeSites(text: string): ParsedSource {
  const json: unknown = JSON.parse(text);
  if (!Array.isArray(json)) throw new UnknownFormatError('sites.json must be a list of sites.');
  const parsed: ParsedSource = {
    source: 'justdeleteme',
    read: json.length,
    entries: [],
    skipped: [],
    invalid: [],
    duplicates: 0,
  };
  const best = new Map<string, { entry: DirectoryEntry; isDirect: boolean }>();
  for (const [index, raw] of (json as unknown[]).entries()) {
    const site = justDeleteMeSiteSchema.safeParse(raw);
    const label = `#${index}${site.success ? ` ${site.data.name}` : ''}`;
    if (!site.success) {
      const reason = site.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      parsed.invalid.push({ record: label, reason });
      continue;
    }
    const domains = domainsOf(site.data);
    const [first] = domains.keys();
    if (!first) {
      parsed.skipped.push({ record: label, reason: 'no usable domain' });
      continue;
    }
    // Every row of an entry shares its fields, so checking them once checks them all.
    const result = checkEntry({
      domain: first,
      name: site.data.name,
      dsrContactEmail: normalizeEmail(site.data.email),
      deletionUrl: withScheme(site.data.url),
      source: 'justdeleteme',
    });
    if ('reason' in result) {
      parsed.invalid.push({ record: label, reason: result.reason });
      continue;
    }
    for (const [domain, isDirect] of domains) {
      const current = best.get(domain);
      if (current) parsed.duplicates += 1;
      if (!current || (isDirect && !current.isDirect)) {
        best.set(domain, { entry: { ...result.entry, domain }, isDirect });
      }
    }
  }
  parsed.entries = [...best.values()].map((candidate) => candidate.entry);
  return parsed;
}

/** Registrable domain → whether the entry names it directly (not only through a sub-site). */
function domainsOf(site: JustDeleteMeSite): Map<string, boolean> {
  const hosts = site.domains.length > 0 ? site.domains : [withScheme(site.url)];
  const domains = new Map<string, boolean>();
  for (const host of hosts) {
    const domain = toRegistrableDomain(host);
    if (!domain) continue;
    const bare = host.trim().toLowerCase();
    const isDirect = bare === domain || bare === `www.${domain}`;
    domains.set(domain, (domains.get(domain) ?? false) || isDirect);
  }
  return domains;
}

/** A few entries give a page without `https://`. */
function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
}
