import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLocalRateLimit } from '../modules/rate-limit/local-rate-limit';
import {
  RateLimitedError,
  type RateLimiter,
  type RateLimitRule,
} from '../modules/rate-limit/rate-limiter';
import { registerCallLimits } from '../plugins/call-limits';
import { registerErrorHandler } from '../plugins/error-handler';
import type { Session, SessionReader } from '../plugins/session';
import { JsonAnswer, registerCall } from './call-route';

const ADA = { user: { id: 'user-ada', email: 'ada@example.com' } } as unknown as Session;
/** The session cookie the stand-in session reader knows. */
const ADA_COOKIE = 'session=ada';

/** A prepared answer whose JSON text is exactly `length` characters long. */
const fillerSchema = z.object({ filler: z.string() });
const answerOfLength = (length: number) =>
  JsonAnswer.of(fillerSchema, { filler: 'x'.repeat(length - '{"filler":""}'.length) });
/** The limit of the one expensive call; the stand-in limiter refuses past `max`. */
const EXPENSIVE_LIMIT: RateLimitRule = { name: 'expensive:user', max: 2, windowSeconds: 60 };

/**
 * One app with two calls: `/echo` answers a plain object (checked against its response schema on
 * the way out), `/prepared` a JsonAnswer of the length asked for.
 */
describe('a call registered with registerCall', () => {
  let app: FastifyInstance;
  const echo = vi.fn();
  /** The counts of the stand-in database limiter, by rule and subject. */
  const counted = new Map<string, number>();

  beforeAll(async () => {
    const readSession: SessionReader = async (request) =>
      request.headers.cookie === ADA_COOKIE ? ADA : null;
    const rateLimiter: RateLimiter = {
      consume: async (rule, subject) => {
        const key = `${rule.name}:${subject}`;
        counted.set(key, (counted.get(key) ?? 0) + 1);
        if (counted.get(key)! > rule.max) throw new RateLimitedError(42);
        return { refund: async () => {} };
      },
    };
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const perAddress = createLocalRateLimit({ max: 1_000_000, windowSeconds: 60 });
    registerCallLimits(app, { perAddress, readSession, rateLimiter });
    registerCall(app, readSession, {
      path: '/echo',
      requestBody: z.object({ word: z.string().min(2, 'Say a word') }),
      response: z.object({ status: z.number(), data: z.object({ word: z.string() }) }),
      handler: async ({ session, requestBody }) => {
        echo(session.user.id, requestBody.word);
        return { status: 200, data: { word: requestBody.word, spokenBy: session.user.id } };
      },
    });
    registerCall(app, readSession, {
      path: '/prepared',
      requestBody: z.object({ length: z.number().int() }),
      response: fillerSchema,
      handler: async ({ requestBody }) => answerOfLength(requestBody.length),
    });
    registerCall(app, readSession, {
      path: '/expensive',
      requestBody: z.object({ word: z.string() }),
      response: z.object({ status: z.number() }),
      limit: EXPENSIVE_LIMIT,
      handler: async ({ session, requestBody }) => {
        echo(session.user.id, requestBody.word);
        return { status: 200 };
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    echo.mockClear();
    counted.clear();
  });

  const post = (
    path: string,
    payload: object,
    { cookie = ADA_COOKIE, ...headers }: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { 'content-type': 'application/json', cookie, ...headers },
    });
  const asAda = (requestBody: unknown, userName = 'ada@example.com') => ({
    requestInfo: { userName },
    requestBody,
  });

  describe('who may call', () => {
    it('answers the signed-in caller who signs the call with their own address, in any case', async () => {
      const answer = await post('/echo', asAda({ word: 'hello' }, 'Ada@Example.COM'));

      expect(answer.statusCode).toBe(200);
      expect(echo).toHaveBeenCalledWith('user-ada', 'hello');
    });

    it('answers 401 to a caller without a session, before the handler runs', async () => {
      const answer = await post('/echo', asAda({ word: 'hello' }), { cookie: 'session=expired' });

      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Session is expired or missing.',
      });
      expect(echo).not.toHaveBeenCalled();
    });

    it('answers 403 naming requestInfo.userName when it is not the signed-in address', async () => {
      const answer = await post('/echo', asAda({ word: 'hello' }, 'eve@example.com'));

      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'requestInfo.userName is not the signed-in user.',
        fields: [{ path: 'body.requestInfo.userName', message: 'Not the signed-in user' }],
      });
      expect(echo).not.toHaveBeenCalled();
    });
  });

  describe('a call with a limit of its own', () => {
    it('counts each call of the signed-in person, and refuses with 429 past the limit', async () => {
      const answers = [];
      for (let call = 0; call < 3; call += 1) {
        answers.push(await post('/expensive', asAda({ word: `call ${call}` })));
      }

      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
      expect(answers[2]!.headers['retry-after']).toBe('42');
      expect(answers[2]!.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(echo).toHaveBeenCalledTimes(2);
      expect([...counted]).toEqual([['expensive:user:user-ada', 3]]);
    });

    it('counts nobody without a session, and nothing for a call without a limit', async () => {
      const anonymous = await post('/expensive', asAda({ word: 'hi' }), { cookie: 'x=1' });
      await post('/echo', asAda({ word: 'hello' }));

      expect(anonymous.statusCode).toBe(401);
      expect(counted.size).toBe(0);
    });
  });

  describe('what goes in and out', () => {
    it('answers 400 naming the field the request body schema refuses', async () => {
      const answer = await post('/echo', asAda({ word: 'a' }));

      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual([
        { path: 'body.requestBody.word', message: 'Say a word' },
      ]);
      expect(echo).not.toHaveBeenCalled();
    });

    it('leaves out of a plain answer what the response schema does not declare', async () => {
      const answer = await post('/echo', asAda({ word: 'hello' }));

      expect(answer.json()).toEqual({ status: 200, data: { word: 'hello' } });
    });

    it('sends a prepared answer as its JSON text, varying by Accept-Encoding', async () => {
      const answer = await post('/prepared', asAda({ length: 100 }));

      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(answerOfLength(100).text);
    });
  });

  describe('compression of a prepared answer', () => {
    const fetchPrepared = (length: number, acceptEncoding?: string) =>
      post(
        '/prepared',
        asAda({ length }),
        acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      );

    it('gzips an answer of 1 KiB or more for a caller that accepts gzip', async () => {
      for (const acceptEncoding of [
        'gzip',
        'gzip, deflate, br',
        'br;q=1.0, gzip;q=0.8',
        'br, GZIP;q=0.001',
      ]) {
        const answer = await fetchPrepared(1024, acceptEncoding);

        expect(answer.headers['content-encoding'], acceptEncoding).toBe('gzip');
        expect(answer.headers.vary).toBe('accept-encoding');
        expect(gunzipSync(answer.rawPayload).toString()).toBe(answerOfLength(1024).text);
      }
    });

    it('sends an answer under 1 KiB as it is, even to a caller that accepts gzip', async () => {
      const answer = await fetchPrepared(1023, 'gzip');

      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(answerOfLength(1023).text);
    });

    it('sends a large answer as it is to a caller that does not accept gzip', async () => {
      for (const acceptEncoding of [
        undefined,
        'deflate, br',
        'identity',
        'gzip;q=0, br',
        'br, GZIP ; q=0.000',
        'x-gzip',
      ]) {
        const answer = await fetchPrepared(4096, acceptEncoding);

        expect(answer.headers['content-encoding'], acceptEncoding).toBeUndefined();
        expect(answer.body).toBe(answerOfLength(4096).text);
      }
    });
  });
});
