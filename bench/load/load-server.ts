import { createInterface } from 'node:readline';
import { testDatabases } from '@reclaim/db/testing';
import { createTestApp, signedInUser } from '../../apps/server/src/test/test-app';
import { BENCH_SERVER_ENV } from '../api/load-process';
import { seedMailboxWithDomains } from '../api/seed-domains';
import { seedDeletionRequests } from './seed-requests';

/**
 * The server of the load benchmark, in a process of its own so that its memory can be watched
 * alone: the app on a fresh database of the Postgres server of DATABASE_URL (dropped again at the
 * end), with one signed-in person whose mailbox holds `argv[2]` companies. Prints a `LoadServer`
 * as one JSON line once it listens, and serves until its standard input ends. Each `gc` line on
 * standard input is answered with a `HeapReading` line, after a full garbage collection (the
 * process runs with `--expose-gc`): the memory it holds on to, without the garbage not yet
 * collected that makes its resident size swing.
 */
export interface LoadServer {
  url: string;
  /** The app's own origin, which the CSRF guard expects of browser calls. */
  origin: string;
  cookie: string;
  userName: string;
  emailId: string;
}

export interface HeapReading {
  heapUsedBytes: number;
}

const domains = Number(process.argv[2]);
const postgres = testDatabases().find((database) => database.name === 'postgres');
if (!postgres) throw new Error('The load benchmark needs DATABASE_URL (a Postgres server).');

const t = await createTestApp(postgres, { env: BENCH_SERVER_ENV });
let isStopping = false;
const stop = async () => {
  if (isStopping) return;
  isStopping = true;
  await t.close();
  process.exit(0);
};
// Ctrl-C reaches this process too: drop the database before leaving.
process.once('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line !== 'gc') return;
  globalThis.gc!();
  const reading: HeapReading = { heapUsedBytes: process.memoryUsage().heapUsed };
  console.log(JSON.stringify(reading));
});

async function seedAndListen(): Promise<LoadServer> {
  const user = await signedInUser(t);
  const emailId = await seedMailboxWithDomains(t.database.db, user.userId, domains);
  await seedDeletionRequests(t.database.db, user.userId);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { url, origin: t.origin, cookie: user.cookie, userName: user.email, emailId };
}

try {
  console.log(JSON.stringify(await seedAndListen()));
} catch (error) {
  await t.close();
  throw error;
}
