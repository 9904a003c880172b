import {
  COMPANY_FIGURES_PATH,
  companyFiguresBodySchema,
  companyFiguresResponseSchema,
} from '@reclaim/contract';
import type { Database } from '@reclaim/db';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call-route';
import { isFromThisMachine } from '../../lib/this-machine';
import type { SessionReader } from '../../plugins/session';
import { computeCompanyFigures, findCompanyFigures } from './company-figures';

/**
 * How the companies a person sees answer requests, from everyone's requests together (decision
 * 78). Counts of at least five people's requests: nothing of the caller's or anyone's own.
 */
export async function companyFiguresRoutes(
  app: FastifyInstance,
  deps: { db: Database; readSession: SessionReader },
) {
  registerCall(app, deps.readSession, {
    path: COMPANY_FIGURES_PATH,
    requestBody: companyFiguresBodySchema,
    response: companyFiguresResponseSchema,
    handler: async ({ requestBody }) => ({
      status: 200,
      message: 'Success',
      data: { responseListObject: await findCompanyFigures(deps.db, requestBody.domainNames) },
    }),
  });
}

/**
 * `POST /dev/company-figures` counts the figures now instead of at night, for a test or a person
 * trying Reclaim with the demo mailbox. Local and outside production only, as the outbox is.
 */
export async function companyFiguresDevRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post('/dev/company-figures', async (request, reply) => {
    if (!isFromThisMachine(request)) {
      reply.callNotFound();
      return reply;
    }
    const companies = await computeCompanyFigures(db, new Date());
    return reply.code(200).send({ companies });
  });
}
