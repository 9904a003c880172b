import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mailboxConnections, users, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { aggregatePage } from './aggregate-page';
import { runScanSlice } from './scan.service';
import { storedAggregates } from '#testing/stored-aggregates';
import { syntheticMailbox, syntheticProvider } from '#testing/synthetic-provider';
import { OwnAddresses } from './own-addresses';

const postgres = testDatabases().find((d) => d.name === 'postgres');
const WORKER = fileURLToPath(new URL('../../testing/scan-worker.fixture.ts', import.meta.url));
const SIZE = 3000;

// A real process killed with SIGKILL needs a database another process can share: Postgres.
describe.skipIf(!postgres)('a worker process killed mid-scan', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await postgres!.open();
    await database.db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
  });
  afterAll(() => database.close());

  it('leaves aggregates that a restarted scan completes exactly', async () => {
    const [connection] = await database.db
      .insert(mailboxConnections)
      .values({ userId: 'u1', provider: 'demo', address: 'box@example.com' })
      .returning();
    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', WORKER, database.connectionString!, connection!.id, String(SIZE)],
      {
        stdio: 'ignore',
      },
    );
    await expect
      .poll(
        async () => {
          const [row] = await database.db
            .select()
            .from(mailboxConnections)
            .where(eq(mailboxConnections.id, connection!.id));
          return row!.scanPercentage;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBeGreaterThanOrEqual(25);
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));

    const [killedAt] = await database.db
      .select()
      .from(mailboxConnections)
      .where(eq(mailboxConnections.id, connection!.id));
    expect(killedAt!.status).toBe('pending');
    expect(killedAt!.scanPercentage).toBeLessThan(100);

    const providers = createProviderRegistry([syntheticProvider({ size: SIZE })]);
    expect(
      await runScanSlice(
        { db: database.db, secretKey: Buffer.alloc(32, 3), providers },
        connection!.id,
        { maxPages: 10_000, maxMilliseconds: 600_000 },
      ),
    ).toBe('complete');

    const found = await storedAggregates(database.db, connection!.id);
    expect(found).toEqual(
      Object.fromEntries(
        aggregatePage(syntheticMailbox(SIZE), new OwnAddresses(['box@example.com'])),
      ),
    );
  });
});
