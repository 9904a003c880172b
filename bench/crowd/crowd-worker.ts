import { createInterface } from 'node:readline';
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
import { createImapProvider } from '../../apps/server/src/mailbox-providers/imap/imap.provider';
import {
  GRAPH_APP_BUDGET_KEY,
  GRAPH_APP_REQUESTS_PER_10_SECONDS,
} from '../../apps/server/src/mailbox-providers/microsoft';
import { createMicrosoftProvider } from '../../apps/server/src/mailbox-providers/microsoft/microsoft.provider';
import type { MailboxProvider } from '../../apps/server/src/mailbox-providers/provider';
import { createProviderRegistry } from '../../apps/server/src/mailbox-providers/registry';
import { createGateLedger } from '../../apps/server/src/mailbox-providers/shared/gate-ledger';
import { createSharedBudget } from '../../apps/server/src/mailbox-providers/shared/shared-budget';
import { MAILBOX_SERVICES } from '../../apps/server/src/scanning/free-mail-domains';
import { LOOPBACK_MAIL_POLICY } from '../../apps/server/testing/loopback-mail-policy';
import { peakRssMb } from '../scan/run-scan-worker';

/**
 * One worker process of the crowd benchmark: the server's scan job, as `main.ts --role=worker`
 * registers it (with the quota ledger and budgets it keeps in the database), on the database and
 * with the stand-ins the benchmark names (IMAP always, on loopback). Its spec is its one argument
 * (JSON, `CrowdWorkerSpec`). Prints `ready` once it takes jobs; answers each `peak` line on its
 * standard input with its peak resident memory since the last one, and when that input ends it
 * stops and prints its lifetime peak, both as JSON lines.
 */
export interface CrowdWorkerSpec {
  connectionString: string;
  secretKeyBase64: string;
  gmail?: { apiUrl: string; tokenUrl: string };
  graphApiUrl?: string;
  /** Scan slices at once; the server's default when absent. */
  concurrency?: number;
  /** The Cloud project's units a minute, kept across the workers; Google's default when absent. */
  projectUnitsPerMinute?: number;
}

const RSS_SAMPLE_MS = 100;

const spec = JSON.parse(process.argv[2]!) as CrowdWorkerSpec;
const database = await openDatabase({
  driver: 'postgres',
  connectionString: spec.connectionString,
  maxConnections: 10,
});
const jobConcurrency = spec.concurrency ? { [mailboxScanJob.name]: spec.concurrency } : {};
const providers: MailboxProvider[] = [createImapProvider({ policy: LOOPBACK_MAIL_POLICY })];
if (spec.gmail) {
  providers.push(
    createGmailProvider({
      apiBaseUrl: spec.gmail.apiUrl,
      tokenUrl: spec.gmail.tokenUrl,
      clientId: 'reclaim',
      clientSecret: 'secret',
      quota: 'current',
      mailboxServices: MAILBOX_SERVICES,
      sweepMailboxes: sweepMailboxesOf({ jobConcurrency }),
      projectBudget: createSharedBudget(database.db, {
        key: GMAIL_PROJECT_BUDGET_KEY,
        unitsPerWindow: spec.projectUnitsPerMinute ?? GMAIL_PROJECT_UNITS_PER_MINUTE,
      }),
      gateLedger: createGateLedger(database.db),
    }),
  );
}
if (spec.graphApiUrl) {
  providers.push(
    createMicrosoftProvider({
      graphBaseUrl: spec.graphApiUrl,
      // The access tokens never expire here, so the token endpoint is never called.
      tokenUrl: 'http://127.0.0.1:9/token',
      clientId: 'reclaim',
      clientSecret: 'unused',
      appBudget: createSharedBudget(database.db, {
        key: GRAPH_APP_BUDGET_KEY,
        unitsPerWindow: GRAPH_APP_REQUESTS_PER_10_SECONDS,
        windowMs: 10_000,
      }),
    }),
  );
}
const deps = {
  db: database.db,
  secretKey: Buffer.from(spec.secretKeyBase64, 'base64'),
  providers: createProviderRegistry(providers),
};
const queue = await startJobQueue({
  database,
  roles: ['worker'],
  logger: pino({ level: 'warn' }, process.stderr),
  registrations: [
    registerJob(mailboxScanJob, (payload, context) => handleMailboxScan(deps, payload, context)),
  ],
  concurrency: jobConcurrency,
});

// The kernel keeps only the lifetime high-water mark: when it rose since the last ask, it was
// reached in between; otherwise samples of the resident memory tell that span's peak.
let sampledPeak = 0;
let lifetimePeak = peakRssMb();
setInterval(() => {
  sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
}, RSS_SAMPLE_MS).unref();
const peakSinceLastAsk = () => {
  const lifetime = peakRssMb();
  const peak = lifetime > lifetimePeak ? lifetime : Math.round(sampledPeak / 2 ** 20);
  lifetimePeak = lifetime;
  sampledPeak = 0;
  return peak;
};
console.log('ready');

const input = createInterface({ input: process.stdin });
input.on('line', (line) => {
  if (line === 'peak') console.log(JSON.stringify({ peakRssMb: peakSinceLastAsk() }));
});
input.on('close', () => {
  void (async () => {
    await queue.stop();
    await database.close();
    console.log(JSON.stringify({ peakRssMb: peakRssMb() }));
    process.exit(0);
  })();
});
