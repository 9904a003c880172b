import { describe, expect, it } from 'vitest';
import { companiesLaw, rememberLaw, startingLaw, storedLaw } from './chosen-law';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const NONE = { residence: null, stored: null, companies: null, languages: ['en-US', 'en'] };

describe('the law a preview starts from', () => {
  it('is none for a US English browser until the person chooses', () => {
    expect(startingLaw(NONE)).toBeNull();
  });

  it('is where the person lives, before anything else', () => {
    expect(
      startingLaw({ residence: 'us-tx', stored: 'gdpr', companies: 'gdpr', languages: ['de-DE'] }),
    ).toEqual({ jurisdiction: 'us-tx', source: 'residence' });
  });

  it('is the law the person chose last, before the companies’ and the browser’s', () => {
    const storage = memoryStorage();
    rememberLaw('uk-gdpr', storage);
    expect(storedLaw(storage)).toBe('uk-gdpr');
    expect(
      startingLaw({ ...NONE, stored: storedLaw(storage), companies: 'gdpr', languages: ['de-DE'] }),
    ).toEqual({ jurisdiction: 'uk-gdpr', source: 'stored' });
    // What is stored but is no law is no choice.
    storage.setItem('chosenLaw', 'hipaa');
    expect(storedLaw(storage)).toBeNull();
  });

  it('is the law where the companies are, before the browser’s', () => {
    expect(startingLaw({ ...NONE, companies: 'gdpr', languages: ['en-GB'] })).toEqual({
      jurisdiction: 'gdpr',
      source: 'companies',
    });
    expect(startingLaw({ ...NONE, languages: ['en-GB'] })).toEqual({
      jurisdiction: 'uk-gdpr',
      source: 'browser',
    });
  });
});

describe('the law where the companies are', () => {
  it('is the one law that covers every country of every company', () => {
    expect(companiesLaw([{ countries: ['DE', 'AT'] }, { countries: ['FR'] }])).toBe('gdpr');
    expect(companiesLaw([{ countries: ['BR'] }])).toBe('br-lgpd');
  });

  it('is none where a company has no country, or two laws would apply', () => {
    expect(companiesLaw([{ countries: ['DE'] }, { countries: [] }])).toBeNull();
    expect(companiesLaw([{ countries: ['DE', 'GB'] }])).toBeNull();
    expect(companiesLaw([{ countries: ['AQ'] }])).toBeNull();
    expect(companiesLaw([])).toBeNull();
  });
});
