import { RIGHTS, type Right } from './regimes/regime';
import { dueDateUnder, regimeById, regimeForPlace } from './regimes/regime-choice';
import { REGIMES, type RegimeId } from './regimes/regime-table';

/**
 * What a request asks, under which law and in which language: the request types and the laws
 * Reclaim offers, named as the preview shows them. The letters themselves are the regime table's
 * (`renderLetter`): the server renders what it sends, and the preview fills the same letter's
 * template, so the preview is exactly what goes out.
 */

/** A regime of the table, as requests name it. */
export type Jurisdiction = RegimeId;
export const JURISDICTIONS = REGIMES.map((regime) => regime.id) as [RegimeId, ...RegimeId[]];

/** What a request asks for: one of the rights of the regime table. */
export type RequestType = Right;
export const REQUEST_TYPES = RIGHTS;

/** Each request type as the preview offers it. */
export const REQUEST_TYPE_LABELS: { readonly [T in RequestType]: string } = {
  access: 'Access: a copy of my data',
  erasure: 'Erasure: delete my data',
  objection: 'Objection or opt-out: stop marketing, sale and sharing',
  correction: 'Correction: put wrong data right',
};

/** Each request type in a word or two, as a card names it. */
export const REQUEST_TYPE_NAMES: { readonly [T in RequestType]: string } = {
  access: 'Access',
  erasure: 'Erasure',
  objection: 'Objection / opt-out',
  correction: 'Correction',
};

/**
 * When the company must have answered a request of `type` sent at `sentAt` under `jurisdiction`,
 * by the regime table (GDPR: a month; CCPA: 45 days); null where the law sets no time limit.
 */
export function dueDateOf(
  jurisdiction: Jurisdiction,
  type: RequestType,
  sentAt: Date,
): Date | null {
  return dueDateUnder(regimeById(jurisdiction), type, sentAt);
}

/** Countries where a state's or a province's own law may apply instead of, or beside, the country's. */
const FEDERAL_COUNTRIES = new Set(['US', 'CA']);

/**
 * The law to offer first, from the browser's language tags: the law of the first tag's country
 * where the table has one (the UK GDPR for en-GB, the GDPR for a country of the EU or EEA, the
 * LGPD for pt-BR); null elsewhere, and in the US and Canada, where the law depends on the state or
 * the province: an en-US browser is no sign of living in California. The person picks, and may
 * change the choice in the preview.
 */
export function defaultJurisdiction(languages: readonly string[]): Jurisdiction | null {
  for (const tag of languages) {
    // The region follows the language and any script: en-GB, zh-Hant-TW, es-419.
    const region = tag
      .split('-')
      .slice(1)
      .find((part) => /^(?:[a-z]{2}|\d{3})$/i.test(part))
      ?.toUpperCase();
    if (!region) continue;
    if (FEDERAL_COUNTRIES.has(region) || /^\d/.test(region)) return null;
    return regimeForPlace(region)?.id ?? null;
  }
  return null;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as the spec shows it, 'Mon D, YYYY' (e.g. 'Jan 5, 2024'): in templates and on screen. */
export function formatShortDate(date: Date): string {
  return SHORT_DATE.format(date);
}
