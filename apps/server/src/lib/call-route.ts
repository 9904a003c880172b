import { callRequestSchema } from '@reclaim/contract';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { RateLimitRule } from '../modules/rate-limit/rate-limiter';
import { requireSession, type Session, type SessionReader } from '../plugins/session';
import { AppError } from './app-error';

/**
 * An answer already checked against its schema and turned into JSON, to be sent as it is: a
 * cached answer is serialized once, not for every caller.
 */
export class JsonAnswer<T> {
  private gzipped: Buffer | undefined;
  /** Keeps the answer's type for the call's definition. */
  declare readonly answerType?: T;

  private constructor(readonly text: string) {}

  static of<Schema extends z.ZodType>(schema: Schema, answer: z.infer<Schema>) {
    return new JsonAnswer<z.infer<Schema>>(JSON.stringify(schema.parse(answer)));
  }

  /** The answer gzipped, compressed on first use and kept: a page of companies shrinks ~13×. */
  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.text);
    return this.gzipped;
  }
}

/** Answers smaller than this are sent as they are; compressing them saves nothing worth having. */
const GZIP_MIN_LENGTH = 1_024;

/** Whether Accept-Encoding names gzip with a weight above 0 (`gzip;q=0` refuses it). */
function acceptsGzip(request: FastifyRequest) {
  return (
    request.headers['accept-encoding']?.split(',').some((coding) => {
      const [name, ...parameters] = coding.split(';').map((part) => part.trim().toLowerCase());
      // Stryker disable next-line StringLiteral: a coding's one parameter is its weight (RFC 9110).
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return name === 'gzip' && (weight === undefined || Number(weight.slice(2)) > 0);
    }) ?? false
  );
}

function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer<unknown>) {
  reply
    .type('application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .serializer((text) => text as string);
  if (answer.text.length >= GZIP_MIN_LENGTH && acceptsGzip(request)) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.text);
}

interface CallDefinition<Body extends z.ZodType, Response extends z.ZodType> {
  path: string;
  requestBody: Body;
  response: Response;
  /**
   * For an expensive call: a limit per signed-in person, counted in the database before the
   * handler runs (`registerCallLimits`), on top of the in-process limits every call has.
   */
  limit?: RateLimitRule;
  handler: (context: {
    session: Session;
    requestBody: z.infer<Body>;
    /** The caller's address, as Fastify reads it (behind `TRUST_PROXY`, from X-Forwarded-For). */
    clientIp: string;
  }) => Promise<z.infer<Response> | JsonAnswer<z.infer<Response>>>;
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
    config: { callLimit: definition.limit },
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
      const answer = await definition.handler({
        session,
        requestBody: body.requestBody,
        clientIp: request.ip,
      });
      if (answer instanceof JsonAnswer) return sendJsonAnswer(request, reply, answer);
      return reply.send(answer);
    },
  });
}
