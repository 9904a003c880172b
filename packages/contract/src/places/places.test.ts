import { describe, expect, it } from 'vitest';
import { regimeForPlace } from '../regimes/regime-choice';
import {
  CANADIAN_PROVINCES,
  COUNTRY_CODES,
  US_STATES,
  placeFromLanguages,
  residenceSchema,
} from './places';

describe('a place of residence', () => {
  it('is a country, or a state or province of the US or Canada', () => {
    expect(residenceSchema.parse('de')).toBe('DE');
    expect(residenceSchema.parse(' us-tx ')).toBe('US-TX');
    expect(residenceSchema.parse('CA-QC')).toBe('CA-QC');
    expect(residenceSchema.parse('US')).toBe('US');
    for (const wrong of ['XX', 'DE-BY', 'US-ZZ', 'CA-TX', 'Germany', '', 'US-', 'USA']) {
      expect(residenceSchema.safeParse(wrong).success, wrong).toBe(false);
    }
  });

  it('lists 249 countries, the 50 states with DC and the 13 provinces and territories', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(Object.keys(US_STATES)).toHaveLength(51);
    expect(Object.keys(CANADIAN_PROVINCES)).toHaveLength(13);
  });

  it('chooses the law: the state’s own, else the country’s', () => {
    expect(regimeForPlace('US-TX')?.id).toBe('us-tx');
    expect(regimeForPlace('CA-QC')?.id).toBe('ca-qc');
    expect(regimeForPlace('CA-ON')?.id).toBe('ca-pipeda');
    expect(regimeForPlace('US-AL')).toBeUndefined();
  });

  it('starts from the country the browser names', () => {
    expect(placeFromLanguages(['de-AT', 'en-US'])).toBe('AT');
    expect(placeFromLanguages(['en', 'fr-CA'])).toBe('CA');
    expect(placeFromLanguages(['es-419', 'en'])).toBeNull();
  });
});
