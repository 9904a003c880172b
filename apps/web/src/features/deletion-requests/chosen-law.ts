import { defaultJurisdiction, REGIMES, type Jurisdiction } from '@reclaim/contract';

/** Where the browser keeps the law the person last chose; signing out clears it with the rest. */
const CHOSEN_LAW_KEY = 'chosenLaw';

type LawStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The law a new preview starts from: the one the person chose last (Retry and the next request
 * keep it), else the law of the country their browser's region names (`defaultJurisdiction`),
 * else none: the person picks.
 */
export function initialLaw(
  storage: LawStorage = localStorage,
  languages: readonly string[] = navigator.languages,
): Jurisdiction | null {
  const stored = storage.getItem(CHOSEN_LAW_KEY);
  const chosen = REGIMES.find((regime) => regime.id === stored)?.id;
  return chosen ?? defaultJurisdiction(languages);
}

/** Remembers the person's choice for the next preview. */
export function rememberLaw(jurisdiction: Jurisdiction, storage: LawStorage = localStorage): void {
  storage.setItem(CHOSEN_LAW_KEY, jurisdiction);
}
