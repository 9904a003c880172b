import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBuiltInSites } from './builtin.importer';
import { parseDatenanfragenRecords } from './datenanfragen.importer';
import { readSourceAt } from './directory-files';
import { parseJustDeleteMeSites, UnknownFormatError } from './justdeleteme.importer';
import { POPULAR_SITES } from './popular-sites';
import { isRegistrableDomain } from './registrable-domain';
import {
  DATENANFRAGEN_DIR,
  datenanfragenFile,
  hasSharedData,
  hasSharedJustDeleteMe,
  JUSTDELETEME_FILE,
  sharedDataTitle,
} from '#testing/directory-fixtures';

describe('the built-in popular sites', () => {
  it('are 100 distinct registrable domains, all valid directory rows', () => {
    expect(POPULAR_SITES).toHaveLength(100);
    expect(new Set(POPULAR_SITES.map((site) => site.domain)).size).toBe(100);
    expect(POPULAR_SITES.filter((site) => !isRegistrableDomain(site.domain))).toEqual([]);
    const parsed = parseBuiltInSites();
    expect(parsed.entries).toHaveLength(100);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.entries[0]).toMatchObject({
      domain: 'amazon.com',
      name: 'Amazon',
      url: 'https://amazon.com',
      dsrContactEmail: null,
      source: 'builtin',
      isVerified: false,
      countries: [],
      preferredChannel: null,
      webFormUrl: null,
      requiredIdentity: [],
    });
  });
});

describe('datenanfragen records', () => {
  it('become rows keyed by the registrable domain of their website', () => {
    const parsed = parseDatenanfragenRecords([
      datenanfragenFile({
        slug: 'shop-gb',
        name: 'Shop Ltd.',
        web: 'https://www.shop.co.uk/',
        email: 'privacy@shop.co.uk',
        categories: ['commerce'],
      }),
    ]);
    expect(parsed.entries).toEqual([
      {
        domain: 'shop.co.uk',
        name: 'Shop Ltd.',
        url: 'https://www.shop.co.uk/',
        dsrContactEmail: 'privacy@shop.co.uk',
        deletionUrl: null,
        categories: ['commerce'],
        source: 'datenanfragen',
        isVerified: true,
        countries: [],
        preferredChannel: null,
        webFormUrl: null,
        requiredIdentity: [],
      },
    ]);
  });

  it('say how a form-only company takes requests, and what identification it needs', () => {
    const parsed = parseDatenanfragenRecords([
      datenanfragenFile({
        slug: 'form-only',
        name: 'Form Only GmbH',
        web: 'https://form-only.de',
        'relevant-countries': ['de', 'at'],
        'suggested-transport-medium': 'webform',
        webform: ' https://form-only.de/datenschutz/anfrage ',
        'required-elements': [
          { desc: ' Kundennummer ', type: 'input', optional: true },
          { desc: 'Name', type: 'name' },
          { desc: 'Geburtsdatum', type: 'birthdate' },
          { desc: 'Name', type: 'name' },
          { desc: 'Anliegen' },
        ],
      }),
    ]);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.entries).toEqual([
      {
        domain: 'form-only.de',
        name: 'Form Only GmbH',
        url: 'https://form-only.de',
        dsrContactEmail: null,
        deletionUrl: null,
        categories: [],
        source: 'datenanfragen',
        isVerified: false,
        countries: ['DE', 'AT'],
        preferredChannel: 'webform',
        webFormUrl: 'https://form-only.de/datenschutz/anfrage',
        // What the company would also take (optional) is not what it needs.
        requiredIdentity: [
          { type: 'name', desc: 'Name' },
          { type: 'birthdate', desc: 'Geburtsdatum' },
          // An element without a kind is the format's default, a line of text.
          { type: 'input', desc: 'Anliegen' },
        ],
      },
    ]);
  });

  it("read 'all' countries as everywhere, and keep a channel the record does not give null", () => {
    const parsed = parseDatenanfragenRecords([
      datenanfragenFile({ slug: 'world', name: 'World', web: 'https://world.com' }),
      datenanfragenFile({
        slug: 'mixed',
        name: 'Mixed',
        web: 'https://mixed.com',
        'relevant-countries': ['all', 'de'],
        email: 'privacy@mixed.com',
      }),
      datenanfragenFile({
        slug: 'letter',
        name: 'Letter AG',
        web: 'https://letter.ch',
        'relevant-countries': ['ch', 'li'],
        'suggested-transport-medium': 'letter',
      }),
    ]);
    expect(
      parsed.entries.map(({ domain, countries, preferredChannel }) => ({
        domain,
        countries,
        preferredChannel,
      })),
    ).toEqual([
      { domain: 'letter.ch', countries: ['CH', 'LI'], preferredChannel: 'letter' },
      { domain: 'mixed.com', countries: [], preferredChannel: null },
      { domain: 'world.com', countries: [], preferredChannel: null },
    ]);
  });

  it('cut a long description of an identification element between characters', () => {
    const parsed = parseDatenanfragenRecords([
      datenanfragenFile({
        slug: 'long',
        name: 'Long',
        web: 'https://long.com',
        'required-elements': [{ type: 'textarea', desc: `${'x'.repeat(198)}😀😀 tail` }],
      }),
    ]);
    const [element] = parsed.entries[0]?.requiredIdentity ?? [];
    expect(element).toEqual({ type: 'textarea', desc: `${'x'.repeat(198)}…` });
  });

  it('count a record with a bad web form, channel, country or identification as invalid', () => {
    const parsed = parseDatenanfragenRecords([
      datenanfragenFile({
        slug: 'form-js',
        name: 'JS',
        web: 'https://js.com',
        webform: 'javascript:alert(1)',
      }),
      datenanfragenFile({
        slug: 'form-ftp',
        name: 'FTP',
        web: 'https://ftp.com',
        webform: 'ftp://ftp.com/form',
      }),
      datenanfragenFile({
        slug: 'form-relative',
        name: 'Relative',
        web: 'https://relative.com',
        webform: '/privacy/form',
      }),
      datenanfragenFile({
        slug: 'medium',
        name: 'Pigeon',
        web: 'https://pigeon.com',
        'suggested-transport-medium': 'pigeon',
      }),
      datenanfragenFile({
        slug: 'country',
        name: 'Country',
        web: 'https://country.com',
        'relevant-countries': ['germany'],
      }),
      datenanfragenFile({
        slug: 'element-type',
        name: 'Element',
        web: 'https://element.com',
        'required-elements': [{ type: 'passport_scan', desc: 'Passport' }],
      }),
      datenanfragenFile({
        slug: 'element-desc',
        name: 'Blank',
        web: 'https://blank.com',
        'required-elements': [{ type: 'name', desc: '  ' }],
      }),
    ]);
    expect(parsed.entries).toEqual([]);
    expect(parsed.invalid).toEqual([
      { record: 'country.json', reason: expect.stringContaining('countries') },
      { record: 'element-desc.json', reason: expect.stringContaining('requiredIdentity.0.desc') },
      {
        record: 'element-type.json',
        reason: expect.stringContaining('required-elements.0.type'),
      },
      { record: 'form-ftp.json', reason: expect.stringContaining('webFormUrl') },
      { record: 'form-js.json', reason: expect.stringContaining('webFormUrl') },
      { record: 'form-relative.json', reason: expect.stringContaining('webFormUrl') },
      { record: 'medium.json', reason: expect.stringContaining('suggested-transport-medium') },
    ]);
  });

  it('store international e-mail domains in their ASCII form', () => {
    const parsed = parseDatenanfragenRecords([
      datenanfragenFile({
        slug: 'buecher',
        name: 'Bücher GmbH',
        web: 'https://www.bücher.de',
        email: ' Datenschutz@Bücher.de ',
      }),
    ]);
    expect(parsed.entries).toMatchObject([
      { domain: 'xn--bcher-kva.de', dsrContactEmail: 'Datenschutz@xn--bcher-kva.de' },
    ]);
  });

  it('count records without a website as skipped and broken ones as invalid', () => {
    const parsed = parseDatenanfragenRecords([
      datenanfragenFile({ slug: 'no-web', name: 'No Web GmbH', email: 'a@no-web.de' }),
      datenanfragenFile({ slug: 'ip', name: 'IP', web: 'http://10.0.0.1/' }),
      datenanfragenFile({ slug: 'typo', name: 'Typo', web: 'httsp://www.typo.com' }),
      datenanfragenFile({ slug: 'bad-mail', name: 'Bad', web: 'https://bad.com', email: 'nope' }),
      datenanfragenFile({ slug: 'no-name', web: 'https://nameless.com' }),
      { name: 'broken.json', text: '{ "slug": ' },
    ]);
    expect(parsed.entries).toEqual([]);
    expect(parsed.skipped.map((r) => r.record)).toEqual(['ip.json', 'no-web.json']);
    expect(parsed.invalid).toEqual([
      { record: 'bad-mail.json', reason: expect.stringContaining('dsrContactEmail') },
      { record: 'broken.json', reason: 'not valid JSON' },
      { record: 'no-name.json', reason: expect.stringContaining('name') },
      { record: 'typo.json', reason: expect.stringContaining('url') },
    ]);
  });

  it('keep one record per domain, preferring the main site, then all countries', () => {
    const parsed = parseDatenanfragenRecords([
      datenanfragenFile({ slug: 'a-cloud', name: 'Cloud', web: 'https://cloud.big.com' }),
      datenanfragenFile({
        slug: 'b-de',
        name: 'Big DE',
        web: 'https://www.big.com/de',
        'relevant-countries': ['de'],
      }),
      datenanfragenFile({ slug: 'c-all', name: 'Big Inc.', web: 'https://big.com' }),
    ]);
    expect(parsed.entries.map((e) => e.name)).toEqual(['Big Inc.']);
    expect(parsed.duplicates).toBe(2);
  });
});

describe('JustDeleteMe sites', () => {
  it('give one row per registrable domain, the entry naming the domain itself winning', () => {
    const parsed = parseJustDeleteMeSites(
      JSON.stringify([
        { name: 'Big Cloud', url: 'https://cloud.big.com/close', domains: ['cloud.big.com'] },
        {
          name: 'Big',
          url: 'big.com/account/delete',
          domains: ['big.com', 'big.co.uk', 'shop.big.com'],
          email: ' help@big.com ',
        },
      ]),
    );
    expect(parsed.entries).toEqual([
      expect.objectContaining({
        domain: 'big.com',
        name: 'Big',
        url: null,
        deletionUrl: 'https://big.com/account/delete',
        dsrContactEmail: 'help@big.com',
        source: 'justdeleteme',
        isVerified: false,
        countries: [],
        preferredChannel: null,
        webFormUrl: null,
        requiredIdentity: [],
      }),
      expect.objectContaining({ domain: 'big.co.uk', name: 'Big' }),
    ]);
    expect(parsed.duplicates).toBe(1);
  });

  it('count entries with bad fields as invalid, and refuse a file that is not a list', () => {
    const parsed = parseJustDeleteMeSites(
      JSON.stringify([
        { name: 'Bad', url: 'https.//x.com', domains: ['x.com'] },
        { name: 'No Domain', url: 'https://gov.br/x', domains: ['gov.br'] },
        { url: 'https://nameless.com' },
      ]),
    );
    expect(parsed.entries).toEqual([]);
    expect(parsed.invalid.map((r) => r.record)).toEqual(['#0 Bad', '#2']);
    expect(parsed.skipped).toEqual([{ record: '#1 No Domain', reason: 'no usable domain' }]);
    expect(() => parseJustDeleteMeSites('{"sites": []}')).toThrow(UnknownFormatError);
  });
});

describe(sharedDataTitle('the real data sets', hasSharedData && hasSharedJustDeleteMe), () => {
  it.skipIf(!hasSharedData)('datenanfragen: thousands of records, each accounted for', async () => {
    const parsed = await readSourceAt(DATENANFRAGEN_DIR);
    expect(parsed.source).toBe('datenanfragen');
    expect(parsed.read).toBeGreaterThan(2000);
    expect(parsed.entries.length).toBeGreaterThan(2000);
    const accounted =
      parsed.entries.length + parsed.skipped.length + parsed.invalid.length + parsed.duplicates;
    expect(accounted).toBe(parsed.read);
    expect(parsed.entries.find((e) => e.domain === 'netflix.com')).toMatchObject({
      dsrContactEmail: expect.stringMatching(/@netflix\.com$/),
      isVerified: true,
    });
  });

  it.skipIf(!hasSharedJustDeleteMe)('JustDeleteMe: every site accounted for', async () => {
    const parsed = await readSourceAt(JUSTDELETEME_FILE);
    expect(parsed.source).toBe('justdeleteme');
    const sites = JSON.parse(readFileSync(JUSTDELETEME_FILE, 'utf8')) as unknown[];
    expect(parsed.read).toBe(sites.length);
    expect(parsed.entries.length).toBeGreaterThan(sites.length);
    expect(parsed.entries.find((e) => e.domain === 'facebook.com')).toMatchObject({
      name: 'Facebook',
      deletionUrl: expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
    });
  });
});
