// A worker process for the crash test: scans one connection slowly until it is killed.
import { openDatabase } from '@reclaim/db';
import { createProviderRegistry } from '../src/mailbox-providers/registry';
import { runScanSlice } from '../src/scanning/scan.service';
import { syntheticProvider } from './synthetic-provider';

const [connectionString, connectionId, size] = process.argv.slice(2);
const database = await openDatabase({ driver: 'postgres', connectionString: connectionString! });
const providers = createProviderRegistry([
  syntheticProvider({ size: Number(size), pageDelayMs: 40 }),
]);
await runScanSlice({ db: database.db, secretKey: Buffer.alloc(32, 3), providers }, connectionId!, {
  maxPages: 10_000,
  maxMilliseconds: 600_000,
});
await database.close();
