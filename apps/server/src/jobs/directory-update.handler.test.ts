import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { companies, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPSTREAM_URLS, type Download } from '../modules/directory/directory-update';
import { findCompanies, seedBuiltInDirectory } from '../modules/directory/directory.service';
import { UnknownFormatError } from '../modules/directory/justdeleteme.importer';
import {
  archiveSharedDatenanfragen,
  hasSharedJustDeleteMe,
  JUSTDELETEME_FILE,
  pinsFor,
  sharedDataTitle,
} from '#testing/directory-fixtures';
import { handleDirectoryUpdate } from './directory-update.handler';

const archive = archiveSharedDatenanfragen();
const hasDataSets = archive !== null && hasSharedJustDeleteMe;

/** A real pino logger whose lines the test can read. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe.each(testDatabases())('directory.update jobs on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());
  // As after a server's first start: the built-in sites, without contacts.
  beforeEach(async () => {
    await database.db.delete(companies);
    await seedBuiltInDirectory(database.db);
  });

  it('keep the directory as it was and log a warning when offline, without throwing', async () => {
    const before = await database.db.select().from(companies);
    const { logger, lines } = recordingLogger();
    const offline: Download = () =>
      Promise.reject(new TypeError('fetch failed', { cause: { code: 'EAI_AGAIN' } }));

    await expect(
      handleDirectoryUpdate({ db: database.db, logger, download: offline }),
    ).resolves.toBeUndefined();

    expect(await database.db.select().from(companies)).toEqual(before);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'Company directory not updated; keeping it as it is',
        reason: expect.stringContaining('(EAI_AGAIN); check the internet connection'),
      }),
    ]);
  });

  it.skipIf(!archive)('fail, to be retried, when a data set cannot be read', async () => {
    const { logger } = recordingLogger();
    const notAList: Download = async (url) =>
      url === UPSTREAM_URLS.datenanfragen ? archive! : Buffer.from('{"sites": []}');
    const pins = pinsFor(archive!, '{"sites": []}');

    await expect(
      handleDirectoryUpdate({ db: database.db, logger, download: notAList, pins }),
    ).rejects.toBeInstanceOf(UnknownFormatError);
  });

  it.skipIf(!archive)(
    'keep the directory as it was and log a warning when a download is not the pinned version',
    async () => {
      const before = await database.db.select().from(companies);
      const { logger, lines } = recordingLogger();
      const sites = Buffer.from('[]');
      const altered: Download = async (url) =>
        url === UPSTREAM_URLS.datenanfragen ? archive! : Buffer.from('[ ]');

      await handleDirectoryUpdate({
        db: database.db,
        logger,
        download: altered,
        pins: pinsFor(archive!, sites),
      });

      expect(await database.db.select().from(companies)).toEqual(before);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 40,
          reason: expect.stringContaining('is not the version this release pins'),
        }),
      ]);
    },
  );

  describe(sharedDataTitle('with the real data sets', hasDataSets), () => {
    it.skipIf(!hasDataSets)(
      'import both downloaded data sets, giving companies verified contacts',
      async () => {
        const sites = await readFile(JUSTDELETEME_FILE);
        const online: Download = async (url) =>
          url === UPSTREAM_URLS.datenanfragen ? archive! : sites;
        const { logger, lines } = recordingLogger();
        const pins = pinsFor(archive!, sites);

        await handleDirectoryUpdate({ db: database.db, logger, download: online, pins });

        expect(lines).toMatchObject([{ level: 30, msg: 'Company directory updated' }]);
        const [verified] = await database.db
          .select({ count: count() })
          .from(companies)
          .where(eq(companies.isVerified, true));
        expect(verified!.count).toBeGreaterThan(2000);
        const netflix = (await findCompanies(database.db, ['netflix.com'])).get('netflix.com');
        expect(netflix).toMatchObject({
          name: 'Netflix',
          source: 'builtin',
          dsrContactEmail: expect.stringMatching(/@netflix\.com$/),
          deletionUrl: expect.stringMatching(/^https:\/\//),
          isVerified: true,
        });
      },
    );
  });
});
