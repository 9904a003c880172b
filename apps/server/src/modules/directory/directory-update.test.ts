import { gzipSync } from 'node:zlib';
import { companies, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datenanfragenFilesFromTarball } from './directory-files';
import {
  DIRECTORY_PINS,
  DownloadError,
  UPSTREAM_URLS,
  updateDirectory,
  type Download,
} from './directory-update';
import { ArchiveTooLargeError, MAX_UNPACKED_BYTES, readTarGz } from './tar-reader';
import { makeTarGz, pinsFor } from '#testing/directory-fixtures';

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
      expect(
        JSON.parse(read.find((f) => f.name === 'netflix.json')!.data.toString('utf8')),
      ).toMatchObject({
        slug: 'netflix',
      });
    },
  );
});

/**
 * A gzip bomb: the same small member (a megabyte of zeros, about a kilobyte packed) repeated until
 * the whole unpacks to `megabytes`; gzip readers join the members.
 */
function gzipBomb(megabytes: number): Buffer {
  const member = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
  return Buffer.concat(Array.from({ length: megabytes }, () => member));
}

describe('gzip bombs', () => {
  it('are refused once they unpack past the limit', () => {
    const bomb = gzipBomb(8);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => readTarGz(bomb, 4 * 1024 * 1024)).toThrow(ArchiveTooLargeError);
    // Within the limit the same bytes read, as an archive of nothing.
    expect(readTarGz(bomb, 8 * 1024 * 1024)).toEqual([]);
  });
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

  it('downloads the pinned commits, over HTTPS, from fixed hosts', () => {
    expect(UPSTREAM_URLS).toEqual({
      datenanfragen: `https://github.com/datenanfragen/data/archive/${DIRECTORY_PINS.datenanfragen.commit}.tar.gz`,
      justdeleteme: `https://raw.githubusercontent.com/jdm-contrib/jdm/${DIRECTORY_PINS.justdeleteme.commit}/_data/sites.json`,
    });
    for (const pin of Object.values(DIRECTORY_PINS)) expect(pin.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it.skipIf(!archive)(
    'refuses data sets that are not the pinned versions, changing nothing',
    async () => {
      // What the default branch might hold on the day: not what this release looked at.
      const unpinned: Download = async (url) =>
        url === UPSTREAM_URLS.datenanfragen ? archive! : Buffer.from(sites);
      const refused = await updateDirectory(database.db, unpinned).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DownloadError);
      expect((refused as Error).message).toContain(
        `${UPSTREAM_URLS.datenanfragen} is not the version this release pins`,
      );

      // One contact changed after pinning, in an archive packed the same way otherwise.
      const pins = pinsFor(archive!, sites);
      const altered = makeTarGz({
        ...files,
        'companies/netflix.json': files['companies/netflix.json'].replace(
          'privacy@netflix.com',
          'privacy@netflix-support.example',
        ),
      })!;
      const tampered: Download = async (url) =>
        url === UPSTREAM_URLS.datenanfragen ? altered : Buffer.from(sites);
      await expect(updateDirectory(database.db, tampered, pins)).rejects.toThrow(
        /is not the version this release pins/,
      );
      const alteredSites: Download = async (url) =>
        url === UPSTREAM_URLS.datenanfragen ? archive! : Buffer.from(`${sites} `);
      await expect(updateDirectory(database.db, alteredSites, pins)).rejects.toThrow(
        `${UPSTREAM_URLS.justdeleteme} is not the version this release pins`,
      );
      expect(await database.db.select().from(companies)).toEqual([]);
    },
  );

  it('refuses an archive that unpacks past the limit, changing nothing', async () => {
    const bomb = gzipBomb(MAX_UNPACKED_BYTES / (1024 * 1024) + 1);
    const bombed: Download = async (url) =>
      url === UPSTREAM_URLS.datenanfragen ? bomb : Buffer.from(sites);
    const refused = await updateDirectory(database.db, bombed).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DownloadError);
    expect((refused as Error).message).toBe(
      `${UPSTREAM_URLS.datenanfragen}: The archive unpacks to more than 64 MB; refused. ` +
        'Nothing was changed.',
    );
    expect(await database.db.select().from(companies)).toEqual([]);
  });

  it.skipIf(!archive)('imports both downloaded sources', async () => {
    const online: Download = async (url) =>
      url === UPSTREAM_URLS.datenanfragen ? archive! : Buffer.from(sites);
    const reports = await updateDirectory(database.db, online, pinsFor(archive!, sites));
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
