import { describe, expect, it } from 'vitest';
import { rightsOf } from '../regimes/regime-choice';
import { REGIMES } from '../regimes/regime-table';
import {
  LETTER_LANGUAGES,
  fillLetterTemplate,
  identityDetailsText,
  formatLetterDate,
  letterLocale,
  letterTemplate,
  renderLetter,
} from './letters';
import {
  LETTER_LANGUAGE_NAMES,
  companyLetterLanguage,
  countryOfDomain,
  isLetterLanguage,
  letterLanguageOfCountry,
  letterLanguageOfTags,
} from './letter-language';

const LAST_EMAIL = new Date('2026-03-05T08:00:00Z');
const CORRECTION = { wrong: 'Old Street 1\n<b>Town</b>', right: 'New Street 2 & "Sons"' };
const IDENTITY = [{ label: 'Customer number', value: '12 <34>' }];

describe('a letter template filled in the browser', () => {
  for (const regime of REGIMES) {
    for (const right of rightsOf(regime)) {
      it(`is the letter the server sends: ${regime.id} ${right}, every language`, () => {
        for (const language of LETTER_LANGUAGES) {
          const template = letterTemplate(right, regime, language);
          const values = {
            domain: 'shop.example',
            name: 'Ada <Lovelace> {{email}}',
            email: 'ada@mail.example',
          };
          const sent = renderLetter(right, regime, language, {
            ...values,
            lastEmailDate: LAST_EMAIL,
            correction: right === 'correction' ? CORRECTION : undefined,
          });
          const filled = fillLetterTemplate(template.html, {
            ...values,
            lastEmailDate: formatLetterDate(LAST_EMAIL, letterLocale(language)),
            ...(right === 'correction' ? CORRECTION : {}),
          });
          expect(template.subject).toBe(sent.subject);
          expect(filled).toBe(sent.html);
          // With the details a company asks for, the template's paragraph holds them.
          const identified = renderLetter(right, regime, language, {
            ...values,
            lastEmailDate: LAST_EMAIL,
            correction: right === 'correction' ? CORRECTION : undefined,
            identity: IDENTITY,
          });
          const filledIdentified = fillLetterTemplate(template.html, {
            ...values,
            lastEmailDate: formatLetterDate(LAST_EMAIL, letterLocale(language)),
            ...(right === 'correction' ? CORRECTION : {}),
            identity: identityDetailsText(language, IDENTITY),
          });
          expect(filledIdentified).toBe(identified.html);
          expect(identified.html).toContain('Customer number: 12 &#60;34&#62;');
          expect(template.html).toContain('{{lastEmailDate}}');
          expect(template.html.includes('{{wrong}}')).toBe(right === 'correction');
        }
      });
    }
  }

  it('fills a placeholder once: a value that reads like one stays text', () => {
    expect(
      fillLetterTemplate('<p>{{name}} at {{email}}</p>', {
        domain: 'd',
        name: '{{email}} <i>',
        email: 'a@b.example',
        lastEmailDate: '',
      }),
    ).toBe('<p>{{email}} &#60;i&#62; at a@b.example</p>');
  });
});

describe('the language a company is written to in', () => {
  it('is its country’s, from the directory, before its domain’s', () => {
    expect(companyLetterLanguage({ countries: ['DE'], domain: 'shop.fr' })).toBe('de');
    expect(companyLetterLanguage({ countries: ['CH', 'AT'], domain: 'shop.com' })).toBe('de');
  });

  it('is its domain’s country code’s when the directory does not know', () => {
    expect(companyLetterLanguage({ domain: 'zalando.de' })).toBe('de');
    expect(companyLetterLanguage({ domain: 'bbc.co.uk', personLanguage: 'de' })).toBe('en');
    expect(companyLetterLanguage({ domain: 'mercadolivre.com.br' })).toBe('pt-BR');
    expect(companyLetterLanguage({ domain: 'allegro.pl' })).toBe('pl');
  });

  it('is the person’s where neither says, and English after that', () => {
    expect(companyLetterLanguage({ domain: 'netflix.com', personLanguage: 'fr' })).toBe('fr');
    expect(companyLetterLanguage({ domain: 'spotify.io', personLanguage: 'sv' })).toBe('sv');
    expect(companyLetterLanguage({ domain: 'shop.ch', personLanguage: 'it' })).toBe('it');
    expect(companyLetterLanguage({ domain: 'netflix.com' })).toBe('en');
  });

  it('reads a country from a country-code domain only', () => {
    expect(countryOfDomain('shop.de')).toBe('DE');
    expect(countryOfDomain('bbc.co.uk')).toBe('GB');
    expect(countryOfDomain('app.io')).toBeUndefined();
    expect(countryOfDomain('example.com')).toBeUndefined();
    expect(letterLanguageOfCountry('be')).toBeUndefined();
    expect(letterLanguageOfCountry('cy')).toBe('el');
  });

  it('names every language in itself', () => {
    expect(Object.keys(LETTER_LANGUAGE_NAMES).sort()).toEqual([...LETTER_LANGUAGES].sort());
    expect(isLetterLanguage('pt-BR')).toBe(true);
    expect(isLetterLanguage('pt')).toBe(false);
  });

  it('reads the person’s language from their browser', () => {
    expect(letterLanguageOfTags(['de-AT', 'en'])).toBe('de');
    expect(letterLanguageOfTags(['pt-BR'])).toBe('pt-BR');
    expect(letterLanguageOfTags(['pt'])).toBe('pt-PT');
    expect(letterLanguageOfTags(['ja-JP', 'fr-CA'])).toBe('fr');
    expect(letterLanguageOfTags(['ja'])).toBeUndefined();
  });
});
