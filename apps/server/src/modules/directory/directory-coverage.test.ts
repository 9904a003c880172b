import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
