import {
  defaultJurisdiction,
  regimeForPlace,
  REGIMES,
  type DomainRecord,
  type Jurisdiction,
} from '@reclaim/contract';

/** Where the browser keeps the law the person last chose; signing out clears it with the rest. */
const CHOSEN_LAW_KEY = 'chosenLaw';

type LawStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The law the person chose last (Retry and the next request keep it), if it is one. */
export function storedLaw(storage: LawStorage = localStorage): Jurisdiction | null {
  const stored = storage.getItem(CHOSEN_LAW_KEY);
  return REGIMES.find((regime) => regime.id === stored)?.id ?? null;
}

/** Remembers the person's choice for the next preview. */
export function rememberLaw(jurisdiction: Jurisdiction, storage: LawStorage = localStorage): void {
  storage.setItem(CHOSEN_LAW_KEY, jurisdiction);
}

/**
 * The law where the companies are, from the countries the directory gives them: the one law
 * that covers every country of every company; none when a company has no country there, or
 * when two laws would.
 */
export function companiesLaw(
  records: readonly Pick<DomainRecord, 'countries'>[],
): Jurisdiction | null {
  const laws = new Set<Jurisdiction>();
  for (const { countries } of records) {
    if (countries.length === 0) return null;
    for (const country of countries) {
      const regime = regimeForPlace(country);
      if (!regime) return null;
      laws.add(regime.id);
    }
  }
  return laws.size === 1 ? [...laws][0]! : null;
}

/** Where the law a preview starts from comes from; the hint under the choice says so. */
export type LawSource = 'residence' | 'stored' | 'companies' | 'browser';

/**
 * The law a new preview starts from, and why: where the person said they live; else the law they
 * chose last; else the law where the companies are (the directory's countries); else the law of
 * the country their browser's region names; else none, and the person picks.
 */
export function startingLaw(candidates: {
  residence: Jurisdiction | null;
  stored: Jurisdiction | null;
  companies: Jurisdiction | null;
  languages: readonly string[];
}): { jurisdiction: Jurisdiction; source: LawSource } | null {
  const browser = defaultJurisdiction(candidates.languages);
  const [first] = (
    [
      ['residence', candidates.residence],
      ['stored', candidates.stored],
      ['companies', candidates.companies],
      ['browser', browser],
    ] as const
  ).filter(([, jurisdiction]) => jurisdiction !== null);
  return first ? { jurisdiction: first[1]!, source: first[0] } : null;
}
