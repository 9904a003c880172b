import {
  REFERRAL_PATH,
  REFERRAL_VISITS_PATH,
  referralResponseSchema,
  referralVisitSchema,
} from '@reclaim/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, type SessionReader } from '../../plugins/session';
import { getReferral, recordVisit, type ReferralDependencies } from './referral.service';

/** Enough for a household sharing an address to follow a few links; too few to pad a count. */
const VISIT_LIMIT = { name: 'referral-visit:ip', max: 20, windowSeconds: 60 * 60 };

/** Refer a friend: the person's own referral token and count, and the landing page's visits. */
export async function referralRoutes(
  app: FastifyInstance,
  deps: ReferralDependencies & { readSession: SessionReader },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    REFERRAL_PATH,
    { schema: { response: { 200: referralResponseSchema } } },
    async (request) => {
      const session = await requireSession(deps.readSession, request);
      return getReferral(deps, session.user.id);
    },
  );
  routes.post(
    REFERRAL_VISITS_PATH,
    {
      schema: {
        body: referralVisitSchema,
        response: { 204: z.null().describe('Recorded or ignored alike') },
      },
    },
    async (request, reply) => {
      await deps.rateLimiter.consume(VISIT_LIMIT, request.ip);
      const session = await deps.readSession(request);
      await recordVisit(deps, request.body, {
        userId: session?.user.id,
        browser: `${request.ip}\n${request.headers['user-agent'] ?? ''}`,
      });
      // The same answer whether the visit counted or not (see recordVisit).
      return reply.status(204).send(null);
    },
  );
}
