import { z } from 'zod';
import { callResponseSchema } from '../envelope';

/**
 * Where a person lives, as Reclaim asks it to choose the law that protects them: a country, and
 * in the US and Canada, where a state's or a province's own law may apply, the state or province.
 */

/** ISO 3166-1 alpha-2 codes of the countries and territories a person may live in. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The states (and the District of Columbia) of the US, by ISO 3166-2 code. */
export const US_STATES: Readonly<Record<string, string>> = {
  'US-AL': 'Alabama',
  'US-AK': 'Alaska',
  'US-AZ': 'Arizona',
  'US-AR': 'Arkansas',
  'US-CA': 'California',
  'US-CO': 'Colorado',
  'US-CT': 'Connecticut',
  'US-DE': 'Delaware',
  'US-DC': 'District of Columbia',
  'US-FL': 'Florida',
  'US-GA': 'Georgia',
  'US-HI': 'Hawaii',
  'US-ID': 'Idaho',
  'US-IL': 'Illinois',
  'US-IN': 'Indiana',
  'US-IA': 'Iowa',
  'US-KS': 'Kansas',
  'US-KY': 'Kentucky',
  'US-LA': 'Louisiana',
  'US-ME': 'Maine',
  'US-MD': 'Maryland',
  'US-MA': 'Massachusetts',
  'US-MI': 'Michigan',
  'US-MN': 'Minnesota',
  'US-MS': 'Mississippi',
  'US-MO': 'Missouri',
  'US-MT': 'Montana',
  'US-NE': 'Nebraska',
  'US-NV': 'Nevada',
  'US-NH': 'New Hampshire',
  'US-NJ': 'New Jersey',
  'US-NM': 'New Mexico',
  'US-NY': 'New York',
  'US-NC': 'North Carolina',
  'US-ND': 'North Dakota',
  'US-OH': 'Ohio',
  'US-OK': 'Oklahoma',
  'US-OR': 'Oregon',
  'US-PA': 'Pennsylvania',
  'US-RI': 'Rhode Island',
  'US-SC': 'South Carolina',
  'US-SD': 'South Dakota',
  'US-TN': 'Tennessee',
  'US-TX': 'Texas',
  'US-UT': 'Utah',
  'US-VT': 'Vermont',
  'US-VA': 'Virginia',
  'US-WA': 'Washington',
  'US-WV': 'West Virginia',
  'US-WI': 'Wisconsin',
  'US-WY': 'Wyoming',
};

/** The provinces and territories of Canada, by ISO 3166-2 code. */
export const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  'CA-AB': 'Alberta',
  'CA-BC': 'British Columbia',
  'CA-MB': 'Manitoba',
  'CA-NB': 'New Brunswick',
  'CA-NL': 'Newfoundland and Labrador',
  'CA-NS': 'Nova Scotia',
  'CA-NT': 'Northwest Territories',
  'CA-NU': 'Nunavut',
  'CA-ON': 'Ontario',
  'CA-PE': 'Prince Edward Island',
  'CA-QC': 'Quebec',
  'CA-SK': 'Saskatchewan',
  'CA-YT': 'Yukon',
};

/** The states or provinces a person of `country` is asked for; none outside the US and Canada. */
export function subdivisionsOf(country: string): Readonly<Record<string, string>> | null {
  if (country === 'US') return US_STATES;
  if (country === 'CA') return CANADIAN_PROVINCES;
  return null;
}

/**
 * A place of residence: a country code, or a state's or province's code in the US and Canada
 * (`DE`, `US-TX`, `CA-QC`). A country of the US or Canada alone is taken too: the person may
 * not have said the state yet.
 */
export const residenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => {
    const [country = '', subdivision] = code.split('-');
    if (!COUNTRY_CODES.includes(country)) return false;
    if (subdivision === undefined) return code === country;
    return Object.hasOwn(subdivisionsOf(country) ?? {}, code);
  }, 'Choose a country, and a state or province where asked');

/** The country part of a place (`US-TX` → `US`). */
export const countryOfPlace = (place: string) => place.split('-')[0]!;

/**
 * The place the settings start from before the person says: the country of the first language
 * tag of the browser that names one (`de-AT` → `AT`); none when no tag does.
 */
export function placeFromLanguages(languages: readonly string[]): string | null {
  for (const tag of languages) {
    const region = tag
      .split('-')
      .slice(1)
      .find((part) => /^[a-z]{2}$/i.test(part))
      ?.toUpperCase();
    if (region && COUNTRY_CODES.includes(region)) return region;
  }
  return null;
}

/** A person's preferences, kept with their account. */
export const preferencesSchema = z.object({
  /** Where the person lives; null until they say. */
  residence: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** `_updatePreferences`: where the person lives, or null to forget it. */
export const updatePreferencesBodySchema = z.object({ residence: residenceSchema.nullable() });
export const preferencesResponseSchema = callResponseSchema(
  z.object({ responseObject: preferencesSchema }),
);
