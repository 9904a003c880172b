import { testDatabases } from '@reclaim/db/testing';
import { createTestApp, signedInUser } from '../../apps/server/src/test/test-app';
import { seedMailboxWithDomains } from '../api/seed-domains';
import { seedDeletionRequests } from './seed-requests';

/**
 * The server of the load benchmark, in a process of its own so that its memory can be watched
 * alone: the app on a fresh database of the Postgres server of DATABASE_URL (dropped again at the
 * end), with one signed-in person whose mailbox holds `argv[2]` companies. Prints a `LoadServer`
 * as one JSON line once it listens, and serves until its standard input ends.
 */
export interface LoadServer {
  url: string;
  /** The app's own origin, which the CSRF guard expects of browser calls. */
  origin: string;
  cookie: string;
  userName: string;
  emailId: string;
}

const domains = Number(process.argv[2]);
const postgres = testDatabases().find((database) => database.name === 'postgres');
if (!postgres) throw new Error('The load benchmark needs DATABASE_URL (a Postgres server).');

const t = await createTestApp(postgres);
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
process.stdin.resume();

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
