import { checkEntry, type ParsedSource } from './directory-entry';
import { POPULAR_SITES, type PopularSite, type PopularSiteGroup } from './popular-sites';

/** The groups in the category words of the datenanfragen data set, so both sources read alike. */
const CATEGORIES: Record<PopularSiteGroup, string[]> = {
  shopping: ['commerce'],
  streaming: ['entertainment'],
  social: ['social media'],
  travel: ['travel'],
  'food delivery': ['commerce'],
  food: ['commerce'],
  finance: ['finance'],
  news: [],
  gaming: ['entertainment'],
  technology: [],
};

/**
 * The built-in directory rows: a curated name and home page for each popular site, and no contact
 * address (those come from the imported data sets), so these rows are not verified on their own.
 */
export function parseBuiltInSites(sites: readonly PopularSite[] = POPULAR_SITES): ParsedSource {
  const parsed: ParsedSource = {
    source: 'builtin',
    read: sites.length,
    entries: [],
    skipped: [],
    invalid: [],
    duplicates: 0,
  };
  const seen = new Set<string>();
  for (const site of sites) {
    if (seen.has(site.domain)) {
      parsed.duplicates += 1;
      continue;
    }
    const result = checkEntry({
      domain: site.domain,
      name: site.name,
      url: `https://${site.domain}`,
      categories: CATEGORIES[site.group],
      source: 'builtin',
    });
    if ('entry' in result) {
      seen.add(site.domain);
      parsed.entries.push(result.entry);
    } else {
      parsed.invalid.push({ record: site.domain, reason: result.reason });
    }
  }
  return parsed;
}
