import { callRequestSchema } from '@reclaim/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { requireSession, type Session, type SessionReader } from '../plugins/session';
import { AppError } from './app-error';

interface CallDefinition<Body extends z.ZodType, Response extends z.ZodType> {
  path: string;
  requestBody: Body;
  response: Response;
  handler: (context: {
    session: Session;
    requestBody: z.infer<Body>;
  }) => Promise<z.infer<Response>>;
}

/**
 * Registers one call of spec §7: POST, `{ requestInfo, requestBody }` validated by zod (400 names
 * the field), the caller authenticated by cookie or Bearer (401), and `requestInfo.userName`
 * required to be the session's own address (403) — identity never comes from the body.
 */
export function registerCall<Body extends z.ZodType, Response extends z.ZodType>(
  app: FastifyInstance,
  readSession: SessionReader,
  definition: CallDefinition<Body, Response>,
) {
  // Typed loosely on purpose: the zod compilers validate; the handler below narrows the body.
  const schema: FastifySchema = {
    body: callRequestSchema(definition.requestBody),
    response: { 200: definition.response },
  };
  app.route({
    method: 'POST',
    url: definition.path,
    schema,
    handler: async (request, reply) => {
      const session = await requireSession(readSession, request);
      const body = request.body as {
        requestInfo: { userName: string };
        requestBody: z.infer<Body>;
      };
      if (body.requestInfo.userName.toLowerCase() !== session.user.email.toLowerCase()) {
        throw new AppError('forbidden', 'requestInfo.userName is not the signed-in user.', [
          { path: 'body.requestInfo.userName', message: 'Not the signed-in user' },
        ]);
      }
      return reply.send(await definition.handler({ session, requestBody: body.requestBody }));
    },
  });
}
