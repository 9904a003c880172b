import { endOfPeriod } from './periods';
import { RIGHTS, type Regime, type Right } from './regime';
import { REGIMES, type RegimeId } from './regime-table';

/** The regime with this id; throws for an id the table does not have. */
export function regimeById(id: RegimeId): Regime {
  const regime = REGIMES.find((row) => row.id === id);
  if (!regime) throw new Error(`No regime ${id}`);
  return regime;
}

/**
 * The regime that protects a person living at `place`, an ISO 3166-1 country (`DE`) or ISO 3166-2
 * subdivision (`US-TX`): a state's or a province's own law first, then the country's. None where
 * the table has no law for the place (a US state without a privacy law).
 */
export function regimeForPlace(place: string): (typeof REGIMES)[number] | undefined {
  const code = place.toUpperCase();
  const country = code.split('-')[0]!;
  return (
    REGIMES.find((regime) => regime.appliesIn.includes(code)) ??
    REGIMES.find((regime) => regime.appliesIn.includes(country))
  );
}

/** The rights a regime grants, in the order of {@link RIGHTS}. */
export function rightsOf(regime: Regime): Right[] {
  return RIGHTS.filter((right) => regime.rights[right] !== undefined);
}

/**
 * When a company must have answered a request of `right` sent at `sentAt` under `regime`; null
 * where the law sets no time limit for it (or does not grant it).
 */
export function dueDateUnder(regime: Regime, right: Right, sentAt: Date): Date | null {
  const limit = regime.rights[right]?.timeLimit;
  return limit ? endOfPeriod(sentAt, limit.period, limit.weekend?.rule) : null;
}
