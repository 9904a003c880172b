import { openReconnectingSql, type DatabaseHandle } from '@reclaim/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Role } from '../config';
import { AppError } from '../lib/app-error';
import {
  LANE_FIELD,
  PERSON_WAITING_PRIORITY,
  type JobDefinition,
  type JobRegistration,
  type SendJob,
} from './job-definition';
import { startJobLoops, type JobLoops } from './job-loops';

/** pg-boss's own default: how long a job sent by another process may wait to be seen. */
const DEFAULT_POLL_MS = 2_000;
/**
 * Where a process without a worker says it sent a job (the payload is the queue's name), so that
 * an idle worker takes it at once rather than at its next poll.
 */
const JOBS_CHANNEL = 'reclaim_jobs';
/** How long stopping waits for running jobs before it fails them for a retry elsewhere. */
const STOP_TIMEOUT_MS = 10_000;

export interface JobQueue {
  boss: PgBoss;
  /** Sends a job after checking its payload against the definition. */
  send: SendJob;
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the app's database: over PGlite through its SQL adapter, over Postgres with a pool
 * of its own that outlasts a lost connection (`openReconnectingSql`). Every role can send; only the
 * worker role runs handlers (several at once per queue, `job-loops.ts`), schedules and maintenance.
 */
export async function startJobQueue(options: {
  database: DatabaseHandle;
  roles: Role[];
  logger: FastifyBaseLogger;
  // Registrations differ in payload type; each checks its own payload before it runs.
  registrations: JobRegistration<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Jobs run at once per queue, over the definitions' own (`JOB_CONCURRENCY`). */
  concurrency?: Record<string, number>;
  /** How often an idle queue looks for jobs sent by other processes. */
  pollMs?: number;
}): Promise<JobQueue> {
  const { database, roles, logger, registrations } = options;
  const names = new Set(registrations.map(({ definition }) => definition.name));
  const unknown = Object.keys(options.concurrency ?? {}).filter((name) => !names.has(name));
  if (unknown.length > 0) {
    throw new AppError(
      'misconfigured',
      `Invalid configuration: JOB_CONCURRENCY (no queue named ${unknown.join(', ')}; the queues are ${[...names].join(', ')})`,
      [{ path: 'JOB_CONCURRENCY', message: `no queue named ${unknown.join(', ')}` }],
    );
  }
  const isWorker = roles.includes('worker');
  const common = { schema: 'pgboss', supervise: isWorker, schedule: isWorker, migrate: true };
  const sql = database.executeSql
    ? { executeSql: database.executeSql, close: async () => {} }
    : openReconnectingSql(database.connectionString!, 4);
  const boss = new PgBoss({
    ...common,
    db: { executeSql: (text, values) => sql.executeSql(text, values) },
  });
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
  await boss.start();

  let loops: JobLoops | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  const send: SendJob = async (job, payload, options = {}) => {
    const checked = job.payload.parse(payload);
    const key = job.singletonKey?.(checked);
    const data = job.lane ? { ...checked, [LANE_FIELD]: job.lane(checked) } : checked;
    const id = await boss.send(job.name, data as object, {
      ...(key ? { singletonKey: key } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.isPersonWaiting ? { priority: PERSON_WAITING_PRIORITY } : {}),
    });
    if (id && !options.startAfterSeconds) {
      if (loops) loops.wake(job.name);
      else await notifyWorkers(job.name);
    }
    return id;
  };
  const notifyWorkers = async (name: string) => {
    try {
      await sql.executeSql('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, name]);
    } catch (error) {
      // The job is queued all the same: a worker's poll finds it.
      logger.warn({ err: error, queue: name }, 'Could not tell the workers of a job');
    }
  };

  for (const { definition } of registrations) await createQueue(boss, definition);

  if (isWorker) {
    loops = startJobLoops({
      executeSql: (text, values) => sql.executeSql(text, values),
      boss,
      pollMs: options.pollMs ?? DEFAULT_POLL_MS,
      logger,
      queues: registrations.map(({ definition, handle }) => ({
        name: definition.name,
        concurrency: options.concurrency?.[definition.name] ?? definition.concurrency ?? 1,
        waitingLoops: definition.waitingLoops ?? 0,
        run: (job) =>
          handle(definition.payload.parse(job.data), {
            send,
            isLastAttempt: job.retryCount >= job.retryLimit,
            isPersonWaiting: job.priority >= PERSON_WAITING_PRIORITY,
          }),
      })),
    });
    const workerLoops = loops;
    const wakeEvery = () => names.forEach((name) => workerLoops.wake(name));
    stopListening = await database.listen([JOBS_CHANNEL], {
      onNotify: (_channel, name) => {
        if (names.has(name)) workerLoops.wake(name);
      },
      onLost: () => {},
      // Jobs sent while the connection was lost were not heard of: look for them now.
      onListening: wakeEvery,
    });
    for (const { definition } of registrations) {
      if (definition.cron) {
        // Under the job's own key, so a scheduled run and one sent by hand never overlap.
        const singletonKey = definition.singletonKey?.({});
        await boss.schedule(
          definition.name,
          definition.cron,
          {},
          {
            tz: 'UTC',
            ...(singletonKey ? { singletonKey } : {}),
          },
        );
      }
    }
  }

  return {
    boss,
    send,
    isHealthy: async () => {
      try {
        return Boolean(await boss.isInstalled());
      } catch {
        return false;
      }
    },
    stop: async () => {
      await stopListening?.();
      await loops?.stop(STOP_TIMEOUT_MS);
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      await sql.close();
    },
  };
}

const CREATE_QUEUE_ATTEMPTS = 5;

/**
 * Creates the job's queue unless it exists. Processes that start at once can deadlock here (each
 * attaches its queues' tables to the one job table), and PostgreSQL then rolls one statement
 * back whole: that one is sent again after a pause of random length.
 */
async function createQueue(boss: PgBoss, definition: JobDefinition<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(definition.name, {
        name: definition.name,
        policy: definition.singletonKey ? 'stately' : 'standard',
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
      });
    } catch (error) {
      const isDeadlock = (error as { code?: unknown }).code === '40P01';
      if (!isDeadlock || attempt >= CREATE_QUEUE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 200 * attempt));
    }
  }
}
