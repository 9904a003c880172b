import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { testDatabases } from '@reclaim/db/testing';
import pino from 'pino';
import { startJobQueue } from '../../apps/server/src/jobs/job-queue';
import { mailboxScanJob } from '../../apps/server/src/jobs/mailbox-scan.job';
import { summarize } from './crowd-goals';
import { scanCrowd, type CrowdTarget } from './crowd-scan';
import {
  CROWD_PROVIDERS,
  MESSAGES,
  SENDERS,
  startCrowdStand,
  type CrowdProvider,
  type CrowdStand,
} from './crowd-stands';
import type { CrowdWorkerSpec } from './crowd-worker';
import { peakOfWorkers, startWorker, stopWorker, type CrowdWorker } from './crowd-worker-processes';

/**
 * A late joiner connects this long after the crowd, while its scans run: at most halfway through
 * a lone scan's time, so that it still does when scans are short (Graph, IMAP).
 */
const LATE_AFTER_SECONDS = 15;
/** The least a crowd is waited for, so that a slow one still gets its figures. */
const MIN_WAIT_SECONDS = 120;
const LONE = 'lone@example.com';
const WARM_UP = 'warm-up@example.com';
/**
 * CI's short run (`--people 8`) keeps to Gmail, the goal it guards (decision 52): Graph's and
 * IMAP's crowds are measured by a full run.
 */
const DEFAULT_PROVIDERS: readonly CrowdProvider[] = process.env.CI ? ['gmail'] : CROWD_PROVIDERS;
const USAGE =
  'Usage: npm run bench -- crowd [--people 16,50] [--providers gmail,graph,imap] [--workers 1] ' +
  '[--concurrency N] [--project-budget units]';

/** What every provider's rows share: the database, the worker processes and the crowds. */
interface CrowdBench extends CrowdTarget {
  workers: CrowdWorker[];
  spec: CrowdWorkerSpec;
  /** Each crowd's addresses, and its late joiner's. */
  crowds: { crowd: string[]; late: string }[];
}

/**
 * `npm run bench -- crowd [--people 16,50] [--providers gmail,graph,imap] [--workers 1]
 * [--concurrency N] [--project-budget units]`: K people connect a mailbox within a second, and
 * worker processes of the server's scan job scan them all on Postgres: Gmail at a new Cloud
 * project's per-user quota (6,000 units a minute), Graph with 500 ms added to every answer, IMAP
 * on a local Dovecot (skipped when it is not installed). For each provider and K: when each
 * person's first companies were committed, and when the last scan completed, as a ratio of a lone
 * scan's time measured in the same run.
 */
export async function runCrowdBench(args: readonly string[]): Promise<boolean> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      people: { type: 'string', default: '16' },
      providers: { type: 'string', default: DEFAULT_PROVIDERS.join(',') },
      workers: { type: 'string', default: '1' },
      concurrency: { type: 'string' },
      'project-budget': { type: 'string' },
    },
  });
  const people = values.people.split(',').map(Number);
  const providers = [...new Set(values.providers.split(','))] as CrowdProvider[];
  const workerCount = Number(values.workers);
  if (
    people.some((k) => !Number.isInteger(k) || k < 1) ||
    !(workerCount >= 1) ||
    providers.some((provider) => !CROWD_PROVIDERS.includes(provider))
  ) {
    console.error(USAGE);
    return false;
  }
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const postgres = testDatabases().find((database) => database.name === 'postgres')!;
  const database = await postgres.open();
  const crowds = people.map((k, round) => ({
    crowd: Array.from({ length: k }, (_, index) => `p${round}-${index}@example.com`),
    late: `late${round}@example.com`,
  }));
  const addresses = [LONE, ...crowds.flatMap(({ crowd, late }) => [...crowd, late])];
  const secretKey = randomBytes(32);
  let spec: CrowdWorkerSpec = {
    connectionString: database.connectionString!,
    secretKeyBase64: secretKey.toString('base64'),
    ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
    ...(values['project-budget']
      ? { projectUnitsPerMinute: Number(values['project-budget']) }
      : {}),
  };
  const stands: CrowdStand[] = [];
  let isOk = true;
  let bench: CrowdBench | undefined;
  try {
    for (const provider of providers) {
      const started = await startCrowdStand(provider, { people: addresses, warmUp: WARM_UP });
      if ('skipped' in started) console.log(`Crowd: ${provider} skipped: ${started.skipped}`);
      else {
        stands.push(started.stand);
        spec = { ...spec, ...started.worker };
      }
    }
    const workers = await Promise.all(Array.from({ length: workerCount }, () => startWorker(spec)));
    const sender = await startJobQueue({
      database,
      roles: ['web'],
      logger: pino({ level: 'warn' }),
      registrations: [{ definition: mailboxScanJob, handle: async () => {} }],
    });
    bench = { database, sender, secretKey, workers, spec, crowds };
    for (const stand of stands) isOk = (await benchProvider(bench, stand)) && isOk;
  } finally {
    await bench?.sender.stop();
    if (bench) {
      const peaks = await Promise.all(bench.workers.map(stopWorker));
      console.log(`Worker peak RSS: ${peaks.map((mb) => `${mb} MB`).join(', ')}`);
    }
    for (const stand of stands) await stand.close();
    await database.close();
  }
  return isOk;
}

/** A lone scan, then each crowd of one provider, printed as its table; false on a missed goal. */
async function benchProvider(bench: CrowdBench, stand: CrowdStand): Promise<boolean> {
  const { spec } = bench;
  // The project's budget counts Gmail units, which only Gmail's stand tells by the minute.
  const projectBudget = stand.busiestMinuteOf ? spec.projectUnitsPerMinute : undefined;
  console.log(
    `Crowd: ${stand.heading}; ${MESSAGES.toLocaleString('en')} messages from ${SENDERS} ` +
      `senders each, ${bench.workers.length} worker process(es) running ` +
      `${spec.concurrency ?? 'the default number of'} scan slices at once, Postgres` +
      (projectBudget
        ? `; the project's budget ${projectBudget.toLocaleString('en')} units a minute`
        : ''),
  );
  // A worker's first scan also loads code and opens connections: not what a lone scan costs.
  await scanCrowd(bench, stand, [WARM_UP]);
  const lone = await scanCrowd(bench, stand, [LONE]);
  const loneSeconds = lone.results[0]!.completeSeconds!;
  const loneCost = stand.cost?.of([LONE]);
  const spent = stand.cost ? `${loneCost!.toLocaleString('en')} ${stand.cost.unit}, ` : '';
  console.log(
    `Lone scan: ${spent}${loneSeconds.toFixed(1)} s to complete, first companies after ` +
      `${lone.results[0]!.firstCompaniesSeconds!.toFixed(1)} s`,
  );
  let isOk = true;
  const rows = [];
  for (const { crowd, late } of bench.crowds) {
    // A budget set to bind stretches the scans to what it lets through: wait for that too.
    const budgetSeconds =
      projectBudget && loneCost ? ((crowd.length + 1) * loneCost * 60) / projectBudget : 0;
    await peakOfWorkers(bench.workers);
    const run = await scanCrowd(bench, stand, crowd, {
      late,
      lateAfterSeconds: Math.min(LATE_AFTER_SECONDS, loneSeconds / 2),
      timeoutSeconds: Math.max(loneSeconds * 4, loneSeconds + budgetSeconds * 2, MIN_WAIT_SECONDS),
    });
    const row = summarize(run, {
      loneSeconds,
      peakRssMb: await peakOfWorkers(bench.workers),
      ...(stand.cost && loneCost
        ? {
            cost: { unit: stand.cost.unit, vsLone: stand.cost.of(crowd) / crowd.length / loneCost },
          }
        : {}),
      ...(stand.busiestMinuteOf ? { busiestMinute: stand.busiestMinuteOf([...crowd, late]) } : {}),
      ...(projectBudget ? { projectBudget } : {}),
    });
    rows.push(row);
    isOk &&= row.verdict === 'ok';
  }
  console.table(rows);
  return isOk;
}
