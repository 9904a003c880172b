import { healthSchema, type Health } from '@reclaim/contract';
import type { DatabaseHandle } from '@reclaim/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '../../config';
import type { JobQueue } from '../../jobs/job-queue';

/** `GET /healthz`: 200 when the database and job queue answer, 503 otherwise. */
export async function healthRoutes(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; queue: JobQueue | undefined; roles: Role[] },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/healthz',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const database = (await deps.database.ping().catch(() => false)) ? 'up' : 'down';
        const queue = deps.queue ? ((await deps.queue.isHealthy()) ? 'up' : 'down') : 'not-running';
        const status = database === 'up' && queue !== 'down' ? 'ok' : 'degraded';
        const health: Health = { status, database, queue, roles: deps.roles };
        return reply.status(status === 'ok' ? 200 : 503).send(health);
      },
    );
}
