import { companies, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SendJob } from '../../jobs/job-definition';
import { parseBuiltInSites } from './builtin.importer';
import { parseDatenanfragenRecords } from './datenanfragen.importer';
import { readSourceAt } from './directory-files';
import {
  describeCompany,
  findCompanies,
  importParsedSource,
  requestFirstDirectoryUpdate,
  seedBuiltInDirectory,
} from './directory.service';
import { parseJustDeleteMeSites } from './justdeleteme.importer';
import {
  DATENANFRAGEN_DIR,
  datenanfragenFile,
  hasSharedData,
  hasSharedJustDeleteMe,
  JUSTDELETEME_FILE,
  sharedDataTitle,
} from '#testing/directory-fixtures';

const datenanfragen = () =>
  parseDatenanfragenRecords([
    datenanfragenFile({
      slug: 'netflix',
      name: 'Netflix International B.V.',
      web: 'https://www.netflix.com',
      email: 'privacy@netflix.com',
      categories: ['entertainment'],
    }),
    datenanfragenFile({ slug: 'shop', name: 'Shop GmbH', web: 'https://shop.de' }),
  ]);
const justDeleteMe = () =>
  parseJustDeleteMeSites(
    JSON.stringify([
      {
        name: 'Netflix',
        url: 'https://www.netflix.com/cancelplan',
        domains: ['netflix.com'],
        email: 'support@netflix.com',
      },
      { name: 'Shop', url: 'https://shop.de/konto/loeschen', domains: ['shop.de'] },
    ]),
  );

const seedBuiltIn = () => parseBuiltInSites();

describe.each(testDatabases())('the company directory on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(companies);
  });

  const find = async (domain: string) => (await findCompanies(database.db, [domain])).get(domain);

  it.each([
    ['datenanfragen first', [datenanfragen, justDeleteMe]],
    ['JustDeleteMe first', [justDeleteMe, datenanfragen]],
  ])('merges sources field by field whatever the order (%s)', async (_, order) => {
    for (const parse of order) await importParsedSource(database.db, parse());
    expect(await find('netflix.com')).toMatchObject({
      name: 'Netflix International B.V.',
      url: 'https://www.netflix.com',
      dsrContactEmail: 'privacy@netflix.com',
      dsrAlternativeEmail: 'support@netflix.com',
      deletionUrl: 'https://www.netflix.com/cancelplan',
      categories: ['entertainment'],
      source: 'datenanfragen',
      isVerified: true,
    });
    expect(await find('shop.de')).toMatchObject({
      name: 'Shop GmbH',
      dsrContactEmail: null,
      deletionUrl: 'https://shop.de/konto/loeschen',
      isVerified: false,
    });
  });

  it('keeps built-in names over imported ones, and imported contacts under them', async () => {
    await importParsedSource(database.db, datenanfragen());
    await seedBuiltInDirectory(database.db);
    await importParsedSource(database.db, justDeleteMe());
    expect(await find('netflix.com')).toMatchObject({
      name: 'Netflix',
      url: 'https://netflix.com',
      dsrContactEmail: 'privacy@netflix.com',
      deletionUrl: 'https://www.netflix.com/cancelplan',
      categories: ['entertainment'],
      source: 'builtin',
      isVerified: true,
    });
  });

  describe('how a company takes requests', () => {
    const formOnly = (record: Record<string, unknown> = {}) =>
      parseDatenanfragenRecords([
        datenanfragenFile({
          slug: 'netflix',
          name: 'Netflix International B.V.',
          web: 'https://www.netflix.com',
          'relevant-countries': ['de', 'at'],
          'suggested-transport-medium': 'webform',
          webform: 'https://help.netflix.com/privacy',
          'required-elements': [{ type: 'email', desc: 'Account e-mail' }],
          ...record,
        }),
      ]);
    const channels = {
      countries: ['DE', 'AT'],
      preferredChannel: 'webform',
      webFormUrl: 'https://help.netflix.com/privacy',
      requiredIdentity: [{ type: 'email', desc: 'Account e-mail' }],
    };

    it.each([
      ['datenanfragen first', [formOnly, seedBuiltIn, justDeleteMe]],
      ['datenanfragen last', [seedBuiltIn, justDeleteMe, formOnly]],
    ])('comes from datenanfragen, and the other sources leave it (%s)', async (_, order) => {
      for (const parse of order) await importParsedSource(database.db, parse());
      const netflix = await find('netflix.com');
      expect(netflix).toMatchObject({ ...channels, name: 'Netflix', source: 'builtin' });
      expect(describeCompany('netflix.com', netflix)).toMatchObject(channels);
      expect(await find('shop.de')).toMatchObject({
        countries: [],
        preferredChannel: null,
        webFormUrl: null,
        requiredIdentity: [],
      });
    });

    it("is replaced by datenanfragen's next import, even by nothing", async () => {
      await importParsedSource(database.db, formOnly());
      const report = await importParsedSource(
        database.db,
        formOnly({
          'relevant-countries': ['all'],
          'suggested-transport-medium': undefined,
          webform: undefined,
          'required-elements': undefined,
          email: 'privacy@netflix.com',
        }),
      );
      expect(report).toMatchObject({ updated: 1 });
      expect(await find('netflix.com')).toMatchObject({
        dsrContactEmail: 'privacy@netflix.com',
        countries: [],
        preferredChannel: null,
        webFormUrl: null,
        requiredIdentity: [],
      });
      expect(await importParsedSource(database.db, formOnly())).toMatchObject({ updated: 1 });
      expect(await importParsedSource(database.db, formOnly())).toMatchObject({ unchanged: 1 });
      expect(await find('netflix.com')).toMatchObject(channels);
    });
  });

  it('counts inserted, updated and unchanged rows, and a re-import changes nothing', async () => {
    expect(await importParsedSource(database.db, datenanfragen())).toMatchObject({
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(await importParsedSource(database.db, justDeleteMe())).toMatchObject({
      inserted: 0,
      updated: 2,
      unchanged: 0,
    });
    const before = await database.db.select().from(companies);
    expect(await importParsedSource(database.db, datenanfragen())).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await importParsedSource(database.db, justDeleteMe())).toMatchObject({ unchanged: 2 });
    expect(await database.db.select().from(companies)).toEqual(before);
  });

  it('writes none of the records that fail validation', async () => {
    const parsed = parseDatenanfragenRecords([
      datenanfragenFile({ slug: 'good', name: 'Good', web: 'https://good.com' }),
      datenanfragenFile({ slug: 'bad', name: 'Bad', web: 'https://bad.com', email: 'not-mail' }),
    ]);
    const report = await importParsedSource(database.db, parsed);
    expect(report).toMatchObject({ inserted: 1, invalid: [{ record: 'bad.json' }] });
    const rows = await database.db.select({ domain: companies.domain }).from(companies);
    expect(rows).toEqual([{ domain: 'good.com' }]);
  });

  it('seeds the built-in sites once, however often the server starts', async () => {
    expect(await seedBuiltInDirectory(database.db)).toMatchObject({ inserted: 100 });
    expect(await seedBuiltInDirectory(database.db)).toMatchObject({ inserted: 0, unchanged: 100 });
    expect(await find('spotify.com')).toMatchObject({ name: 'Spotify', source: 'builtin' });
  });

  describe('at a worker start', () => {
    const sent: { name: string; payload: unknown }[] = [];
    const send: SendJob = async (job, payload) => {
      sent.push({ name: job.name, payload });
      return 'job-id';
    };
    beforeEach(() => {
      sent.length = 0;
    });

    it('queues one directory update while only the built-in sites are known', async () => {
      await seedBuiltInDirectory(database.db);
      expect(await requestFirstDirectoryUpdate(database.db, send)).toBe(true);
      expect(sent).toEqual([{ name: 'directory.update', payload: {} }]);
    });

    it('queues nothing once a data set was imported, even one adding to built-in sites only', async () => {
      await seedBuiltInDirectory(database.db);
      const netflixOnly = parseDatenanfragenRecords([
        datenanfragenFile({
          slug: 'netflix',
          name: 'Netflix International B.V.',
          web: 'https://www.netflix.com',
          email: 'privacy@netflix.com',
        }),
      ]);
      await importParsedSource(database.db, netflixOnly);
      expect(await requestFirstDirectoryUpdate(database.db, send)).toBe(false);
      expect(sent).toEqual([]);
    });
  });

  it('finds known domains and describes unknown ones with a guessed, unverified contact', async () => {
    await importParsedSource(database.db, datenanfragen());
    const found = await findCompanies(database.db, ['Netflix.com', 'example.co.uk', 'shop.de']);
    expect([...found.keys()].sort()).toEqual(['netflix.com', 'shop.de']);
    expect(describeCompany('example.co.uk', found.get('example.co.uk'))).toEqual({
      domain: 'example.co.uk',
      name: 'Example',
      url: 'https://example.co.uk',
      dsrContactEmail: 'privacy@example.co.uk',
      dsrAlternativeEmail: null,
      deletionUrl: null,
      categories: [],
      isVerified: false,
      isContactOnOtherDomain: false,
      isLookalikeDomain: false,
      countries: [],
      preferredChannel: null,
      webFormUrl: null,
      requiredIdentity: [],
      source: 'fallback',
    });
    expect(describeCompany('shop.de', found.get('shop.de'))).toMatchObject({
      name: 'Shop GmbH',
      dsrContactEmail: 'privacy@shop.de',
      isVerified: false,
      source: 'datenanfragen',
    });
    expect(describeCompany('netflix.com', found.get('netflix.com'))).toMatchObject({
      dsrContactEmail: 'privacy@netflix.com',
      isVerified: true,
    });
  });

  it("flags a directory contact at another domain than the company's, not one at a subdomain", async () => {
    await importParsedSource(
      database.db,
      parseDatenanfragenRecords([
        datenanfragenFile({
          slug: 'brand',
          name: 'Brand GmbH',
          web: 'https://brand.de',
          email: 'datenschutz@brand-holding.example',
        }),
        datenanfragenFile({
          slug: 'netflix',
          name: 'Netflix International B.V.',
          web: 'https://www.netflix.com',
          email: 'privacy@eu.netflix.com',
        }),
      ]),
    );
    const found = await findCompanies(database.db, ['brand.de', 'netflix.com']);
    expect(describeCompany('brand.de', found.get('brand.de'))).toMatchObject({
      dsrContactEmail: 'datenschutz@brand-holding.example',
      isVerified: true,
      isContactOnOtherDomain: true,
    });
    expect(describeCompany('netflix.com', found.get('netflix.com'))).toMatchObject({
      dsrContactEmail: 'privacy@eu.netflix.com',
      isContactOnOtherDomain: false,
    });
  });

  it.each([
    ['xn--pypal-4ve.com', 'Xn--pypal-4ve', 'in its ASCII form'],
    ['pаypal.com', 'Xn--pypal-4ve', 'with a Cyrillic а, as an older scan stored it'],
    ['xn--bcher-kva.de', 'Xn--bcher-kva', 'of one script, with an accent'],
  ])(
    'guesses no contact for the international name %s (%s), and names it in ASCII',
    (domain, name) => {
      expect(describeCompany(domain)).toMatchObject({
        name,
        dsrContactEmail: null,
        dsrAlternativeEmail: null,
        isVerified: false,
        isContactOnOtherDomain: false,
        isLookalikeDomain: true,
      });
    },
  );

  it("keeps the directory's own contact of an international name, still flagged", async () => {
    await importParsedSource(
      database.db,
      parseDatenanfragenRecords([
        datenanfragenFile({
          slug: 'buecher',
          name: 'Bücher GmbH',
          web: 'https://bücher.de',
          email: 'datenschutz@xn--bcher-kva.de',
        }),
      ]),
    );
    const found = await findCompanies(database.db, ['xn--bcher-kva.de']);
    expect(describeCompany('xn--bcher-kva.de', found.get('xn--bcher-kva.de'))).toMatchObject({
      name: 'Bücher GmbH',
      dsrContactEmail: 'datenschutz@xn--bcher-kva.de',
      isContactOnOtherDomain: false,
      isLookalikeDomain: true,
    });
  });

  describe(
    sharedDataTitle('with the real data sets', hasSharedData && hasSharedJustDeleteMe),
    () => {
      it.skipIf(!hasSharedData || !hasSharedJustDeleteMe)(
        'imports both, then re-imports them without a change',
        async () => {
          const sources = [
            await readSourceAt(DATENANFRAGEN_DIR),
            await readSourceAt(JUSTDELETEME_FILE),
          ];
          for (const parsed of sources) {
            const report = await importParsedSource(database.db, parsed);
            expect(report.inserted + report.updated).toBe(parsed.entries.length);
          }
          for (const parsed of sources) {
            const report = await importParsedSource(database.db, parsed);
            expect(report).toMatchObject({ inserted: 0, updated: 0 });
            expect(report.unchanged).toBe(parsed.entries.length);
          }
          const netflix = await find('netflix.com');
          expect(netflix?.dsrContactEmail).toMatch(/@netflix\.com$/);
          expect(netflix?.deletionUrl).toMatch(/^https:\/\//);
        },
      );
    },
  );
});
