import { feedbackSchema } from '@reclaim/contract';
import type { Database } from '@reclaim/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionReader } from '../../plugins/session';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { insertFeedback } from './feedback.repository';

const FEEDBACK_LIMIT = { name: 'feedback:ip', max: 10, windowSeconds: 60 * 60 };

/** `POST /api/feedback`: stores what a visitor or user tells us; signed-in users are linked. */
export async function feedbackRoutes(
  app: FastifyInstance,
  deps: { db: Database; rateLimiter: RateLimiter; readSession: SessionReader },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/feedback',
    {
      schema: {
        body: feedbackSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      await deps.rateLimiter.consume(FEEDBACK_LIMIT, request.ip);
      const session = await deps.readSession(request);
      const { id } = await insertFeedback(deps.db, {
        userId: session?.user.id ?? null,
        email: request.body.email || session?.user.email || null,
        rating: request.body.rating ?? null,
        message: request.body.message,
      });
      return reply.status(201).send({ id });
    },
  );
}
