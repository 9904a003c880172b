import { COUNTRY_CODES } from '@reclaim/contract';

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO code, as the browser knows it. */
export const countryName = (code: string) => REGION_NAMES.of(code) ?? code;

/** Every country a person may live in, by name, for the select. */
export function countriesByName(): { code: string; name: string }[] {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
}
