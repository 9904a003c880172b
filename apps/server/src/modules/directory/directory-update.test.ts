import { companies, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datenanfragenFilesFromTarball } from './directory-files';
import { DownloadError, UPSTREAM_URLS, updateDirectory, type Download } from './directory-update';
import { makeTarGz } from '#testing/directory-fixtures';

const LONG_SLUG = `a-company-with-a-very-long-slug-${'x'.repeat(100)}`;
const files = {
  'README.md': '# data',
  'companies/netflix.json': JSON.stringify({
    slug: 'netflix',
    name: 'Netflix International B.V.',
    web: 'https://www.netflix.com',
    email: 'privacy@netflix.com',
  }),
  [`companies/${LONG_SLUG}.json`]: JSON.stringify({
    slug: LONG_SLUG,
    name: 'Long Name Ltd.',
    web: 'https://long-name.com',
  }),
  'supervisory-authorities/x.json': '{}',
};
const archive = makeTarGz(files);
const sites = JSON.stringify([
  { name: 'Netflix', url: 'https://www.netflix.com/cancelplan', domains: ['netflix.com'] },
]);

describe.skipIf(!archive)('datenanfragen archives', () => {
  it.each(['pax', 'gnu'] as const)(
    'yield the company files only, long names too (%s)',
    (format) => {
      const read = datenanfragenFilesFromTarball(makeTarGz(files, format)!);
      expect(read.map((f) => f.name).sort()).toEqual([`${LONG_SLUG}.json`, 'netflix.json']);
      expect(JSON.parse(read.find((f) => f.name === 'netflix.json')!.text)).toMatchObject({
        slug: 'netflix',
      });
    },
  );
});

describe.each(testDatabases())('directory update on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it('fails in one line and changes nothing when a download fails', async () => {
    const requested: string[] = [];
    const offline: Download = async (url) => {
      requested.push(url);
      if (url === UPSTREAM_URLS.justdeleteme) {
        throw new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
      }
      return archive ?? Buffer.alloc(0);
    };
    const error = await updateDirectory(database.db, offline).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as Error).message).toBe(
      `Could not download ${UPSTREAM_URLS.justdeleteme} (ENOTFOUND); check the internet ` +
        'connection. Nothing was changed.',
    );
    expect(requested.sort()).toEqual(Object.values(UPSTREAM_URLS).sort());
    expect(await database.db.select().from(companies)).toEqual([]);
  });

  it.skipIf(!archive)('imports both downloaded sources', async () => {
    const online: Download = async (url) =>
      url === UPSTREAM_URLS.datenanfragen ? archive! : Buffer.from(sites);
    const reports = await updateDirectory(database.db, online);
    expect(reports.map((r) => [r.source, r.inserted, r.updated])).toEqual([
      ['datenanfragen', 2, 0],
      ['justdeleteme', 0, 1],
    ]);
    const rows = await database.db.select().from(companies);
    expect(rows.find((r) => r.domain === 'netflix.com')).toMatchObject({
      dsrContactEmail: 'privacy@netflix.com',
      deletionUrl: 'https://www.netflix.com/cancelplan',
    });
  });
});
