import { isDeepStrictEqual } from 'node:util';

/** Per domain what a scan must agree with the ground truth on, in `comparable` form. */
type Totals = Record<string, unknown>;

/** How a scan's domains compare with the ground truth's, company domains apart. */
export interface DomainExactness {
  /** Company domains of the truth that the scan counted exactly. */
  found: number;
  /** Company domains of the truth that the scan did not count at all. */
  missed: string[];
  /** Company domains the scan counted with another count or other dates. */
  wrong: string[];
  /** Domains the scan counted that the truth does not. */
  extra: string[];
  /** Domains of people on domains of their own that the scan did not count exactly. */
  people: string[];
}

/** Compares a scan's aggregates with the truth, domain by domain. */
export function domainExactness(
  scanned: Totals,
  truth: Totals,
  personDomains: ReadonlySet<string>,
): DomainExactness {
  const result: DomainExactness = { found: 0, missed: [], wrong: [], extra: [], people: [] };
  for (const [domain, totals] of Object.entries(truth)) {
    const isExact = isDeepStrictEqual(scanned[domain], totals);
    if (personDomains.has(domain)) {
      if (!isExact) result.people.push(domain);
    } else if (isExact) result.found += 1;
    else if (scanned[domain] === undefined) result.missed.push(domain);
    else result.wrong.push(domain);
  }
  result.extra = Object.keys(scanned).filter((domain) => !(domain in truth));
  return result;
}

/**
 * `596 of 597 found, 1 missed (signly-3.com), 0 wrong, 0 extra`: of the company domains with
 * listed mail (a company whose every message is in spam or trash has none).
 */
export function describeExactness(exactness: DomainExactness): string {
  const named = (domains: string[]) =>
    domains.length === 0
      ? ''
      : ` (${domains.slice(0, 3).join(', ')}${domains.length > 3 ? ', …' : ''})`;
  const { found, missed, wrong, extra, people } = exactness;
  const companies = found + missed.length + wrong.length;
  return (
    `${found} of ${companies} found, ${missed.length} missed${named(missed)}, ` +
    `${wrong.length} wrong${named(wrong)}, ${extra.length} extra${named(extra)}` +
    (people.length > 0 ? `, ${people.length} person domains off${named(people)}` : '')
  );
}
