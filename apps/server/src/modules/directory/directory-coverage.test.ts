import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from './directory-entry';
import { readSourceAt } from './directory-files';
import {
  describeCompany,
  findCompanies,
  importParsedSource,
  seedBuiltInDirectory,
} from './directory.service';
import { POPULAR_SITES } from './popular-sites';
import {
  DATENANFRAGEN_DIR,
  hasSharedData,
  hasSharedJustDeleteMe,
  JUSTDELETEME_FILE,
  sharedDataTitle,
} from '#testing/directory-fixtures';

const hasDataSets = hasSharedData && hasSharedJustDeleteMe;

/*
 * How many of the demo mailbox's 100 companies the data sets in ../shared/data can be written to.
 * The figures are measured, not targets: a change to an importer or to the merge that moves them
 * must be looked at (and the figures updated when the data sets are replaced).
 */
describe.each(testDatabases())('the popular sites on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  describe(sharedDataTitle('after importing both data sets', hasDataSets), () => {
    it.skipIf(!hasDataSets)(
      'have 45 verified privacy contacts, 46 contact e-mails and 84 deletion pages',
      async () => {
        await seedBuiltInDirectory(database.db);
        for (const path of [DATENANFRAGEN_DIR, JUSTDELETEME_FILE]) {
          await importParsedSource(database.db, await readSourceAt(path));
        }
        const domains = POPULAR_SITES.map((site) => site.domain);
        const rows = await findCompanies(database.db, domains);
        const described = domains.map((domain) => describeCompany(domain, rows.get(domain)));
        expect({
          verified: described.filter((company) => company.isVerified).length,
          contactEmails: [...rows.values()].filter((row) => row.dsrContactEmail).length,
          deletionPages: described.filter((company) => company.deletionUrl).length,
        }).toEqual({ verified: 45, contactEmails: 46, deletionPages: 84 });
      },
    );
  });
});

/** The datenanfragen fields that say how a company takes requests, as the records hold them. */
interface ChannelFields {
  'relevant-countries'?: string[];
  'suggested-transport-medium'?: string;
  webform?: string;
  'required-elements'?: unknown[];
}

/** How many of `items` have each of the channel facts, counted by `has`. */
function channelCounts<T>(items: readonly T[], has: (item: T) => Record<string, boolean>) {
  const counts = { withCountries: 0, formOnly: 0, withWebForm: 0, withRequiredElements: 0 };
  for (const item of items) {
    for (const [key, value] of Object.entries(has(item))) {
      if (value) counts[key as keyof typeof counts] += 1;
    }
  }
  return counts;
}

/*
 * How much of datenanfragen's "how to reach the company" the import keeps: the records that name
 * countries (other than 'all'), suggest the web form (form-only companies), give a web form and
 * list required identification, against the rows written (one a domain, websites only). Printed
 * so that a data set update shows what it changed; the bounds only say that the import keeps it.
 */
describe(sharedDataTitle('how the datenanfragen companies take requests', hasSharedData), () => {
  it.skipIf(!hasSharedData)(
    'is kept for every row whose record says it, and costs no record',
    async () => {
      const dir = join(DATENANFRAGEN_DIR, 'companies');
      const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
      const records = await Promise.all(
        names.map(
          async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as ChannelFields,
        ),
      );
      const inRecords = channelCounts(records, (record) => ({
        withCountries: (record['relevant-countries'] ?? []).some((code) => code !== 'all'),
        formOnly: record['suggested-transport-medium'] === 'webform',
        withWebForm: Boolean(record.webform),
        withRequiredElements: (record['required-elements'] ?? []).length > 0,
      }));
      const parsed = await readSourceAt(DATENANFRAGEN_DIR);
      const inRows = channelCounts(parsed.entries, (entry: DirectoryEntry) => ({
        withCountries: entry.countries.length > 0,
        formOnly: entry.preferredChannel === 'webform',
        withWebForm: entry.webFormUrl !== null,
        withRequiredElements: entry.requiredIdentity.length > 0,
      }));
      console.log(
        `datenanfragen: ${parsed.read} records read, ${parsed.entries.length} rows;`,
        `records ${JSON.stringify(inRecords)}; rows ${JSON.stringify(inRows)}`,
      );

      expect(parsed.read).toBe(records.length);
      // Rows are fewer than records (no website, one a domain), so each fact is on fewer rows; at
      // most half of it gone would be an importer dropping it, not the deduplication.
      for (const key of Object.keys(inRecords) as (keyof typeof inRecords)[]) {
        expect(inRecords[key], key).toBeGreaterThan(0);
        expect(inRows[key], key).toBeLessThanOrEqual(inRecords[key]);
        expect(inRows[key], key).toBeGreaterThan(inRecords[key] / 2);
      }
      // No record of the data set is refused for one of these fields.
      const channelFields = [
        'countries',
        'preferredChannel',
        'webFormUrl',
        'requiredIdentity',
        'webform',
        'suggested-transport-medium',
        'required-elements',
      ];
      const refused = parsed.invalid.filter((rejected) =>
        channelFields.some((field) => rejected.reason.includes(field)),
      );
      expect(refused).toEqual([]);
    },
  );
});
