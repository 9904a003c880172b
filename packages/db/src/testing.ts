import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dumpMigratedPglite, openDatabase, type DatabaseHandle } from './client';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

/**
 * The databases every database-touching test runs against: an in-memory PGlite always, and the
 * Postgres server of DATABASE_URL when it is set. Each open() gives a fresh, migrated database
 * that is dropped again on close().
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    {
      name: 'pglite',
      // Migrations still run on the copy: a template made before a schema change is caught up.
      open: async () => openDatabase({ driver: 'pglite', template: await migratedTemplate() }),
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) databases.push({ name: 'postgres', open: () => openScratchPostgres(serverUrl) });
  return databases;
}

/** One migrated embedded database per test process, copied for each test database. */
let template: Promise<Blob> | undefined;
function migratedTemplate(): Promise<Blob> {
  template ??= dumpMigratedPglite();
  return template;
}

async function openScratchPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `reclaim_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    driver: 'postgres',
    connectionString: url.toString(),
    maxConnections: 20,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
