import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { groundTruth } from '@reclaim/stand-ins/mail-apis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanCursor, ScanPage } from '../provider';
import { createGateLedger } from '../shared/gate-ledger';
import {
  comparable,
  foldPages,
  mailboxOf,
  startGmailStand,
  type GmailStand,
} from '#testing/gmail-test-kit';

const ADA = 'ada@example.com';
const mailbox = mailboxOf(600, 40);
const truth = comparable(groundTruth(mailbox, { includeSpamTrash: false }));
/** A second's units, as Google's legacy limit: the ledger's exchanges are a sliver of it. */
const QUOTA = { unitsPerSecond: 250, maxConcurrent: 5 };

describe.each(testDatabases())(
  'one Gmail mailbox served by two processes on $name',
  (testDatabase) => {
    let database: DatabaseHandle;
    let stand: GmailStand;
    beforeAll(async () => {
      database = await testDatabase.open();
      stand = await startGmailStand(new Map([[ADA, mailbox]]), QUOTA);
    });
    afterAll(async () => {
      await stand.close();
      await database.close();
    });

    it('keeps the per-user limit together while the scan’s pages move from one process to the other', async () => {
      stand.gmail.resetStats(ADA);
      // Two worker processes, as when each takes the scan's next slice in turn.
      const processes = ['a', 'b'].map((name) =>
        stand.provider({
          sendersPerPage: 5,
          gateLedger: createGateLedger(database.db, { process: `${name}-${crypto.randomUUID()}` }),
        }),
      );
      const access = stand.accessOf(ADA);
      const pages: ScanPage[] = [];
      let cursor: ScanCursor | null = null;
      do {
        const page = await processes[pages.length % 2]!.scan(access, cursor);
        pages.push(page);
        cursor = page.cursor;
      } while (cursor);

      expect(pages.length).toBeGreaterThan(4);
      expect(comparable(foldPages(pages, ADA))).toEqual(truth);
      expect(stand.gmail.stats(ADA).rateLimited).toBe(0);
    });
  },
);
