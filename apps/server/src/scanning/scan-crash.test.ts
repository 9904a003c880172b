import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { mailboxConnections, openDatabase, users, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { aggregatePage } from './aggregate-page';
import { runScanSlice } from './scan.service';
import { storedAggregates } from '#testing/stored-aggregates';
import { syntheticMailbox, syntheticProvider } from '#testing/synthetic-provider';
import { OwnAddresses } from './own-addresses';

const WORKER = fileURLToPath(new URL('../../testing/scan-worker.fixture.ts', import.meta.url));
const SIZE = 3000;

/** A database a worker process can open too: where it finds it, and how this test opens it. */
interface SharedDatabase {
  name: string;
  /** What the worker opens: a Postgres URL, or the embedded database's directory. */
  where: string;
  open(): Promise<DatabaseHandle>;
  /** Whether this process may keep it open while the worker writes (one process owns PGlite). */
  isServer: boolean;
  remove(): Promise<void>;
}

async function embeddedDatabase(): Promise<SharedDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reclaim-scan-crash-'));
  return {
    name: 'pglite',
    where: dataDir,
    open: () => openDatabase({ driver: 'pglite', dataDir }),
    isServer: false,
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function serverDatabase(): Promise<SharedDatabase | null> {
  const postgres = testDatabases().find((database) => database.name === 'postgres');
  if (!postgres) return null;
  const handle = await postgres.open();
  return {
    name: 'postgres',
    where: handle.connectionString!,
    open: async () => ({ ...handle, close: async () => {} }),
    isServer: true,
    remove: () => handle.close(),
  };
}

/** Starts the worker and kills it with SIGKILL once its scan is at least `percentage` done. */
async function killWorkerAt(where: string, connectionId: string, percentage: number) {
  const worker = spawn(
    process.execPath,
    ['--import', 'tsx', WORKER, where, connectionId, String(SIZE)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  for await (const line of createInterface({ input: worker.stdout })) {
    if (Number(/^progress (\d+)$/.exec(line)?.[1] ?? 0) >= percentage) break;
  }
  worker.kill('SIGKILL');
  await exited;
}

const kinds = [
  ['pglite', embeddedDatabase],
  ['postgres', serverDatabase],
] as const;

// A real process killed with SIGKILL, on the embedded database `npm start` uses (the scan's
// writes must survive the kill in its files) and on Postgres when DATABASE_URL names one.
describe.each(kinds)('a worker process killed mid-scan on %s', (name, make) => {
  let shared: SharedDatabase | null = null;
  beforeAll(async () => {
    shared = await make();
  });
  afterAll(() => shared?.remove());

  it('leaves aggregates that a restarted scan completes exactly', async (context) => {
    if (!shared) return context.skip(`${name} is not configured`);
    const seeding = await shared.open();
    await seeding.db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
    const [connection] = await seeding.db
      .insert(mailboxConnections)
      .values({ userId: 'u1', provider: 'demo', address: 'box@example.com' })
      .returning();
    if (!shared.isServer) await seeding.close();

    await killWorkerAt(shared.where, connection!.id, 25);

    const database = shared.isServer ? seeding : await shared.open();
    try {
      const [killedAt] = await database.db
        .select()
        .from(mailboxConnections)
        .where(eq(mailboxConnections.id, connection!.id));
      expect(killedAt!.status).toBe('pending');
      expect(killedAt!.scanPercentage).toBeGreaterThanOrEqual(25);
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
    } finally {
      if (!shared.isServer) await database.close();
    }
  });
});
