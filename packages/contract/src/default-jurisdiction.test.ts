import { describe, expect, it } from 'vitest';
import { defaultJurisdiction } from './dsr-templates';

describe('the law offered first', () => {
  it('is the UK GDPR for a British browser and the GDPR for one of the EU or EEA', () => {
    expect(defaultJurisdiction(['en-GB', 'en'])).toBe('uk-gdpr');
    expect(defaultJurisdiction(['de-DE'])).toBe('gdpr');
    expect(defaultJurisdiction(['fr', 'fr-BE'])).toBe('gdpr');
    expect(defaultJurisdiction(['nb-NO'])).toBe('gdpr');
  });

  it('is none for a US English browser: the person picks, California or not', () => {
    expect(defaultJurisdiction(['en-US', 'en'])).toBeNull();
  });

  it('is none where no law of the three applies or the region is unknown', () => {
    expect(defaultJurisdiction(['en-CA'])).toBeNull();
    expect(defaultJurisdiction(['de-CH'])).toBeNull();
    expect(defaultJurisdiction(['zh-Hant-TW'])).toBeNull();
    expect(defaultJurisdiction(['es-419'])).toBeNull();
    expect(defaultJurisdiction(['en'])).toBeNull();
    expect(defaultJurisdiction([])).toBeNull();
  });
});
