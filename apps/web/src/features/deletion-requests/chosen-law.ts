import { defaultJurisdiction, type Jurisdiction } from '@reclaim/contract';
import { OFFERED_REGIMES } from './letter-choices';

/** Where the browser keeps the law the person last chose; signing out clears it with the rest. */
const CHOSEN_LAW_KEY = 'chosenLaw';

type LawStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The law a new preview starts from: the one the person chose last (Retry and the next request
 * keep it), else the one their browser's region points to (the UK or the EU and EEA), else none:
 * the person picks.
 */
export function initialLaw(
  storage: LawStorage = localStorage,
  languages: readonly string[] = navigator.languages,
): Jurisdiction | null {
  const stored = storage.getItem(CHOSEN_LAW_KEY);
  const offered = (id: string | null) => OFFERED_REGIMES.find((regime) => regime.id === id)?.id;
  return offered(stored) ?? offered(defaultJurisdiction(languages)) ?? null;
}

/** Remembers the person's choice for the next preview. */
export function rememberLaw(jurisdiction: Jurisdiction, storage: LawStorage = localStorage): void {
  storage.setItem(CHOSEN_LAW_KEY, jurisdiction);
}
