import type { DatabaseHandle } from '@reclaim/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Role } from '../config';
import type { JobDefinition } from './job-definition';
import { purgeExpired } from './maintenance-purge.handler';
import { maintenancePurgeJob } from './maintenance-purge.job';

export interface JobQueue {
  boss: PgBoss;
  /** Sends a job after checking its payload against the definition. */
  send<P extends object>(
    job: JobDefinition<P>,
    payload: P,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the app's database: over PGlite through its SQL adapter, over Postgres with its own
 * pool. Every role can send; only the worker role runs handlers, schedules and maintenance.
 */
export async function startJobQueue(options: {
  database: DatabaseHandle;
  roles: Role[];
  logger: FastifyBaseLogger;
}): Promise<JobQueue> {
  const { database, roles, logger } = options;
  const isWorker = roles.includes('worker');
  const common = { schema: 'pgboss', supervise: isWorker, schedule: isWorker, migrate: true };
  const boss = database.executeSql
    ? new PgBoss({
        ...common,
        db: { executeSql: (text, values) => database.executeSql!(text, values) },
      })
    : new PgBoss({ ...common, connectionString: database.connectionString!, max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
  await boss.start();

  const definitions = [maintenancePurgeJob];
  for (const definition of definitions) {
    await boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
    });
  }

  if (isWorker) {
    await boss.work(maintenancePurgeJob.name, async () => {
      await purgeExpired(database.db);
    });
    await boss.schedule(maintenancePurgeJob.name, maintenancePurgeJob.cron!, {}, { tz: 'UTC' });
  }

  return {
    boss,
    send: async (job, payload, sendOptions = {}) =>
      boss.send(job.name, job.payload.parse(payload), sendOptions),
    isHealthy: async () => {
      try {
        return Boolean(await boss.isInstalled());
      } catch {
        return false;
      }
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
