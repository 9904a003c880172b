// A worker process for the crash test: scans one connection slowly until it is killed, and never
// gets past its last page, so that a test slowed down by a busy machine still kills it mid-scan.
// It prints the scan's percentage after each page, so that a test sharing an embedded database
// (which only one process may open) knows when to kill it without opening the database itself.
import { mailboxConnections, openDatabase, type DatabaseLocation } from '@reclaim/db';
import { eq } from 'drizzle-orm';
import { createProviderRegistry } from '../src/mailbox-providers/registry';
import { runScanSlice } from '../src/scanning/scan.service';
import { SYNTHETIC_PAGE_SIZE, syntheticProvider } from './synthetic-provider';

const [where, connectionId, size] = process.argv.slice(2);
const location: DatabaseLocation = where!.startsWith('postgres')
  ? { driver: 'postgres', connectionString: where! }
  : { driver: 'pglite', dataDir: where! };
const database = await openDatabase(location);
const providers = createProviderRegistry([
  syntheticProvider({
    size: Number(size),
    pageDelayMs: 40,
    stallOnPage: Math.ceil(Number(size) / SYNTHETIC_PAGE_SIZE) - 1,
  }),
]);
const reportProgress = setInterval(() => {
  void database.db
    .select({ scanPercentage: mailboxConnections.scanPercentage })
    .from(mailboxConnections)
    .where(eq(mailboxConnections.id, connectionId!))
    .then(([row]) => console.log(`progress ${row?.scanPercentage ?? 0}`));
}, 50);
await runScanSlice({ db: database.db, secretKey: Buffer.alloc(32, 3), providers }, connectionId!, {
  maxPages: 10_000,
  maxMilliseconds: 600_000,
});
clearInterval(reportProgress);
await database.close();
