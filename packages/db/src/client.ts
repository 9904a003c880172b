import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs one SQL text with optional parameters; the shape pg-boss expects of a database. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** For pg-boss over PGlite; undefined with Postgres, where pg-boss opens its own pool. */
  executeSql: ExecuteSql | undefined;
  connectionString: string | undefined;
  ping(): Promise<boolean>;
  /**
   * Hears the NOTIFY messages of `channels` (see migration 0004 for who sends them). Resolves once
   * listening, to a function that stops it.
   */
  listen(channels: readonly string[], listener: ChangeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What a listener is told: each notification, and when notifications may have been missed. */
export interface ChangeListener {
  onNotify(channel: string, payload: string): void;
  /** The listening connection was lost; notifications are missed until `onListening`. */
  onLost(): void;
  /** Listening (again) after `onLost`. */
  onListening(): void;
}

const CHANNEL_NAME = /^[a-z_]+$/;
const RELISTEN_DELAY_MS = 1_000;

function checkChannels(channels: readonly string[]) {
  for (const channel of channels) {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  }
}

export type DatabaseLocation =
  | {
      driver: 'pglite';
      dataDir?: string | undefined;
      /** Starts from a copy of this database's files (see `dumpPglite`) instead of an empty one. */
      template?: Blob | undefined;
    }
  | { driver: 'postgres'; connectionString: string; maxConnections?: number | undefined };

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));
/** Any fixed number; it only has to be the same in every process that migrates. */
const MIGRATION_LOCK_ID = 727_105;

/** Opens the database and applies pending migrations before anything else uses it. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.driver === 'pglite'
    ? openPglite(location.dataDir, location.template)
    : openPostgres(location.connectionString, location.maxConnections);
}

/**
 * The files of a new, migrated embedded database, to open copies of with `template`: a copy
 * opens several times faster than a database made from nothing (tests open hundreds).
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(
  dataDir: string | undefined,
  template: Blob | undefined,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, template && { loadDataDir: template });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    connectionString: undefined,
    // PGlite's query() takes one statement; pg-boss also sends multi-statement scripts without
    // parameters (its schema migrations), which only exec() accepts.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async () => (await client.query('select 1')).rows.length === 1,
    // One process owns an embedded database, so nothing is ever missed.
    listen: async (channels, listener) => {
      checkChannels(channels);
      const stops = await Promise.all(
        channels.map((channel) =>
          client.listen(channel, (payload) => listener.onNotify(channel, payload)),
        ),
      );
      return async () => {
        await Promise.all(stops.map((stop) => stop()));
      };
    },
    close: () => client.close(),
  };
}

async function openPostgres(
  connectionString: string,
  maxConnections = 10,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  hearLostConnections(pool);
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  const connection = await pool.connect();
  try {
    // Several processes may start at once; one migrates while the others wait.
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client: connection, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    connection.release();
  }
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    connectionString,
    executeSql: undefined,
    ping: async () => (await pool.query('select 1')).rowCount === 1,
    listen: (channels, listener) => listenOnPostgres(connectionString, channels, listener),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others). When it drops, the
 * listener hears `onLost`, and a new connection is tried every second until it listens again.
 */
async function listenOnPostgres(
  connectionString: string,
  channels: readonly string[],
  listener: ChangeListener,
): Promise<() => Promise<void>> {
  checkChannels(channels);
  let client: pg.Client | undefined;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;

  const open = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => listener.onNotify(message.channel, message.payload ?? ''));
    next.on('error', () => {
      // 'end' follows and starts the reconnection.
    });
    next.on('end', () => {
      if (isStopped || client !== next) return;
      client = undefined;
      listener.onLost();
      scheduleRetry();
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const scheduleRetry = () => {
    retry = setTimeout(() => {
      open().then(
        () => listener.onListening(),
        () => !isStopped && scheduleRetry(),
      );
    }, RELISTEN_DELAY_MS);
  };

  await open();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/**
 * A lost connection (server restart, fail-over, admin termination) reports an 'error' event, which
 * without a listener ends the process: to the pool for an idle connection, to the client for one
 * checked out between two statements (a transaction awaiting other work). The pool replaces an
 * idle one on next use; a checked-out one fails its next statement, which rolls its work back.
 *
 * A checked-out client whose connection ends is also given back to the pool at once, to be
 * discarded: whoever holds it may never give it back (drizzle's transaction does not when its
 * BEGIN fails), and it would take a place in the pool for good, until no statement could run
 * and the pool could not be closed. Its holder's own release later does nothing.
 */
export function hearLostConnections(pool: pg.Pool) {
  const onLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', onLost);
  // Gives a checked-out client back to be discarded; its holder's release then does nothing.
  const discardOf = new WeakMap<pg.PoolClient, () => void>();
  pool.on('connect', (client) => {
    client.on('error', onLost);
    // pg-pool gives each checkout a release of its own; the one the holder calls discards the
    // client when one of its statements failed for the lost connection. The server's FATAL
    // answer reaches the statement a moment before the socket ends: released in between, the
    // dead client would be handed to the next holder.
    let isLost = false;
    let poolRelease: (error?: Error | boolean) => void = () => {};
    const discard = () => {
      const release = poolRelease;
      poolRelease = () => {};
      release(new Error('PostgreSQL connection lost'));
    };
    discardOf.set(client, discard);
    Object.defineProperty(client, 'release', {
      configurable: true,
      get: () => (error?: Error | boolean) => (isLost ? discard() : poolRelease(error)),
      set: (release: (error?: Error | boolean) => void) => {
        poolRelease = release;
      },
    });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (isConnectionLost(error)) isLost = true;
        });
      }
      return result;
    }) as typeof client.query;
  });
  pool.on('acquire', (client) => {
    const discard = discardOf.get(client);
    if (discard) client.once('end', discard);
  });
  pool.on('release', (_error, client) => {
    const discard = discardOf.get(client);
    if (discard) client.removeListener('end', discard);
  });
}

/**
 * Errors of a lost or refused connection (restart, fail-over, termination), not of the statement
 * sent: the statement never ran, or ran in a transaction that died with its connection.
 */
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);
const CONNECTION_LOST_MESSAGES =
  /Connection terminated|Client has encountered a connection error|is not currently accepting connections/;
/** How long a statement is tried again while the database is away: a restart, a fail-over. */
const RECONNECT_WITHIN_MS = 30_000;
const RECONNECT_FIRST_DELAY_MS = 200;
const RECONNECT_MAX_DELAY_MS = 5_000;

function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) ||
    CONNECTION_LOST_MESSAGES.test(error.message)
  );
}

/**
 * A pool of its own for a library that sends plain SQL (the job queue), which sends each
 * statement again on a new connection when the one it took was lost, for up to 30 s with growing
 * pauses: after a restart the pool still holds connections that died with the old server, and
 * while it restarts none are let in. A library that gives up at once (marking a finished job as
 * finished, say, which pg-boss does without waiting for the answer) leaves its work stuck and its
 * error unhandled. The library's statements can be sent twice without harm: each moves a job on
 * from the state it names.
 */
export function openReconnectingSql(
  connectionString: string,
  maxConnections: number,
): { executeSql: ExecuteSql; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  hearLostConnections(pool);
  return {
    executeSql: async (text, values) => {
      const startedAt = Date.now();
      for (
        let delay = RECONNECT_FIRST_DELAY_MS;
        ;
        delay = Math.min(delay * 2, RECONNECT_MAX_DELAY_MS)
      ) {
        try {
          return await pool.query(text, values);
        } catch (error) {
          const isTimeLeft = Date.now() + delay - startedAt <= RECONNECT_WITHIN_MS;
          if (!isConnectionLost(error) || !isTimeLeft) throw error;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    },
    close: () => pool.end(),
  };
}
