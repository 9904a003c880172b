import { openDatabase } from '@reclaim/db';
import pino from 'pino';
import { registerJob } from '../../apps/server/src/jobs/job-definition';
import { startJobQueue } from '../../apps/server/src/jobs/job-queue';
import { handleMailboxScan } from '../../apps/server/src/jobs/mailbox-scan.handler';
import { mailboxScanJob } from '../../apps/server/src/jobs/mailbox-scan.job';
import { createGmailProvider } from '../../apps/server/src/mailbox-providers/gmail/gmail.provider';
import {
  GMAIL_PROJECT_BUDGET_KEY,
  GMAIL_PROJECT_UNITS_PER_MINUTE,
  sweepMailboxesOf,
} from '../../apps/server/src/mailbox-providers/gmail';
import { createProviderRegistry } from '../../apps/server/src/mailbox-providers/registry';
import { createSharedBudget } from '../../apps/server/src/mailbox-providers/shared/shared-budget';
import { MAILBOX_SERVICES } from '../../apps/server/src/scanning/free-mail-domains';
import { peakRssMb } from '../scan/run-scan-worker';

/**
 * One worker process of the crowd benchmark: the server's scan job, as `main.ts --role=worker`
 * registers it, on the database and with the Gmail stand-in the benchmark names. Its spec is its
 * one argument (JSON, `CrowdWorkerSpec`). Prints `ready` once it takes jobs; when its standard
 * input ends it stops and prints its peak resident memory as a JSON line.
 */
export interface CrowdWorkerSpec {
  connectionString: string;
  secretKeyBase64: string;
  gmailApiUrl: string;
  tokenUrl: string;
  /** Scan slices at once; the server's default when absent. */
  concurrency?: number;
  /** The Cloud project's units a minute, kept across the workers; Google's default when absent. */
  projectUnitsPerMinute?: number;
}

const spec = JSON.parse(process.argv[2]!) as CrowdWorkerSpec;
const database = await openDatabase({
  driver: 'postgres',
  connectionString: spec.connectionString,
  maxConnections: 10,
});
const jobConcurrency = spec.concurrency ? { [mailboxScanJob.name]: spec.concurrency } : {};
const gmail = createGmailProvider({
  apiBaseUrl: spec.gmailApiUrl,
  tokenUrl: spec.tokenUrl,
  clientId: 'reclaim',
  clientSecret: 'secret',
  quota: 'current',
  mailboxServices: MAILBOX_SERVICES,
  sweepMailboxes: sweepMailboxesOf({ jobConcurrency }),
  projectBudget: createSharedBudget(database.db, {
    key: GMAIL_PROJECT_BUDGET_KEY,
    unitsPerWindow: spec.projectUnitsPerMinute ?? GMAIL_PROJECT_UNITS_PER_MINUTE,
  }),
});
const deps = {
  db: database.db,
  secretKey: Buffer.from(spec.secretKeyBase64, 'base64'),
  providers: createProviderRegistry([gmail]),
};
const queue = await startJobQueue({
  database,
  roles: ['worker'],
  logger: pino({ level: 'warn' }, process.stderr),
  registrations: [
    registerJob(mailboxScanJob, (payload, { send }) => handleMailboxScan(deps, payload, send)),
  ],
  concurrency: jobConcurrency,
});
console.log('ready');

process.stdin.resume();
process.stdin.on('end', () => {
  void (async () => {
    await queue.stop();
    await database.close();
    console.log(JSON.stringify({ peakRssMb: peakRssMb() }));
    process.exit(0);
  })();
});
