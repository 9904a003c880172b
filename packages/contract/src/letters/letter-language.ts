import { LETTER_LANGUAGES, type LetterLanguage } from './letters';

/** Each language by its own name, as the preview offers it. */
export const LETTER_LANGUAGE_NAMES: { readonly [L in LetterLanguage]: string } = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  'pt-PT': 'Português (Portugal)',
  'pt-BR': 'Português (Brasil)',
  sv: 'Svenska',
  da: 'Dansk',
  pl: 'Polski',
  cs: 'Čeština',
  el: 'Ελληνικά',
};

/**
 * The letter language of a country whose one official language (or the language of nearly all its
 * people) Reclaim writes in, by ISO 3166-1 code. Countries of several languages (Belgium,
 * Switzerland, Luxembourg, Canada) are left out: there the company's language is not known from
 * its country alone.
 */
const COUNTRY_LANGUAGES: Readonly<Record<string, LetterLanguage>> = {
  ...Object.fromEntries(
    'GB IE US AU NZ ZA IN SG MT'.split(' ').map((country) => [country, 'en' as const]),
  ),
  ...Object.fromEntries('DE AT LI'.split(' ').map((country) => [country, 'de' as const])),
  ...Object.fromEntries('FR MC'.split(' ').map((country) => [country, 'fr' as const])),
  ...Object.fromEntries(
    'ES MX AR CO CL PE VE EC GT CU BO DO HN PY SV NI CR PA UY'
      .split(' ')
      .map((country) => [country, 'es' as const]),
  ),
  ...Object.fromEntries('IT SM VA'.split(' ').map((country) => [country, 'it' as const])),
  NL: 'nl',
  PT: 'pt-PT',
  BR: 'pt-BR',
  SE: 'sv',
  DK: 'da',
  PL: 'pl',
  CZ: 'cs',
  GR: 'el',
  CY: 'el',
};

/** The letter language of a country, if it has one (see {@link COUNTRY_LANGUAGES}). */
export function letterLanguageOfCountry(country: string): LetterLanguage | undefined {
  return COUNTRY_LANGUAGES[country.toUpperCase()];
}

/** Country-code top-level domains that do not name their country's ISO code. */
const TLD_COUNTRIES: Readonly<Record<string, string>> = { uk: 'GB' };
/** Two-letter top-level domains used worldwide, whose country says nothing of the company. */
const GENERIC_TWO_LETTER = new Set(['io', 'co', 'tv', 'me', 'ai', 'fm', 'ly', 'to', 'gg', 'cc']);

/** The country a domain's top-level domain names (`shop.de` → `DE`, `bbc.co.uk` → `GB`). */
export function countryOfDomain(domain: string): string | undefined {
  const tld = domain.toLowerCase().split('.').at(-1) ?? '';
  if (!/^[a-z]{2}$/.test(tld) || GENERIC_TWO_LETTER.has(tld)) return undefined;
  return TLD_COUNTRIES[tld] ?? tld.toUpperCase();
}

/**
 * The language to write to a company in: its country's (from the directory), else its domain's
 * country code's, else the person's own; English where none is one Reclaim writes in.
 */
export function companyLetterLanguage(company: {
  countries?: readonly string[];
  domain: string;
  personLanguage?: LetterLanguage;
}): LetterLanguage {
  for (const country of company.countries ?? []) {
    const language = letterLanguageOfCountry(country);
    if (language) return language;
  }
  const byDomain = countryOfDomain(company.domain);
  const language = byDomain ? letterLanguageOfCountry(byDomain) : undefined;
  return language ?? company.personLanguage ?? 'en';
}

/** Whether `value` is a language Reclaim writes letters in. */
export function isLetterLanguage(value: string): value is LetterLanguage {
  return (LETTER_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The letter language of a person's browser, from its language tags in order: `pt-BR` is
 * Brazilian Portuguese, any other Portuguese Portugal's, and otherwise the tag's language.
 */
export function letterLanguageOfTags(tags: readonly string[]): LetterLanguage | undefined {
  for (const tag of tags) {
    const [base = '', region] = tag.split('-');
    const language = base.toLowerCase();
    if (language === 'pt') return region?.toUpperCase() === 'BR' ? 'pt-BR' : 'pt-PT';
    if (isLetterLanguage(language)) return language;
  }
  return undefined;
}
