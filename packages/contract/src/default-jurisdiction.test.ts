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

  it('is the law of the country the region names, where the table has one', () => {
    expect(defaultJurisdiction(['de-CH'])).toBe('ch-fadp');
    expect(defaultJurisdiction(['pt-BR'])).toBe('br-lgpd');
    expect(defaultJurisdiction(['ja-JP'])).toBe('jp-appi');
  });

  it('is none where the law depends on the province, as for a state', () => {
    expect(defaultJurisdiction(['en-CA'])).toBeNull();
    expect(defaultJurisdiction(['fr-CA'])).toBeNull();
  });

  it('is none where no law of the table applies or the region is unknown', () => {
    expect(defaultJurisdiction(['zh-Hant-TW'])).toBeNull();
    expect(defaultJurisdiction(['es-419'])).toBeNull();
    expect(defaultJurisdiction(['en'])).toBeNull();
    expect(defaultJurisdiction([])).toBeNull();
  });
});
