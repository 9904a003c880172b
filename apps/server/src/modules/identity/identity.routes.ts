import type { Database } from '@reclaim/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { fieldErrorsOf } from '../../lib/validation';
import { sendWebResponse, toWebRequest } from '../../lib/web-request';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Auth } from './auth';
import { DEFAULT_IDENTITY_POLICY, IDENTITY_ENDPOINT_POLICIES } from './identity-input';
import { hasUserWithEmail } from './identity.repository';

const BASE_PATH = '/api/auth';

/**
 * Mounts the identity service under /api/auth. In front of it: input validation that names the
 * failing field, rate limits stored in the database, and the sign-up duplicate check the spec asks
 * for (UsernameExistsException).
 */
export async function identityRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; rateLimiter: RateLimiter; origin: string },
) {
  // The identity service reads the body itself; hand it the text unparsed.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${BASE_PATH}/*`,
    // The identity service documents itself; this route only forwards to it.
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = new URL(request.url, deps.origin).pathname.slice(BASE_PATH.length);
      const body = await checkIdentityRequest(request, path, deps);
      const response = await deps.auth.handler(toWebRequest(request, deps.origin, body));
      return sendWebResponse(reply, response);
    },
  });
}

async function checkIdentityRequest(
  request: FastifyRequest,
  path: string,
  deps: { db: Database; rateLimiter: RateLimiter },
): Promise<string | undefined> {
  const policy = IDENTITY_ENDPOINT_POLICIES[path] ?? DEFAULT_IDENTITY_POLICY;
  await deps.rateLimiter.consume(policy.perIp, request.ip);
  const rawBody = typeof request.body === 'string' ? request.body : undefined;
  if (!policy.body || request.method !== 'POST') return rawBody;

  const parsed = policy.body.safeParse(parseJson(rawBody));
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error);
    const isPasswordPolicy = fields.some((f) => /password/i.test(f.path));
    throw new AppError(
      'invalid_input',
      fields.map((f) => `${f.path}: ${f.message}`).join('; '),
      fields,
      isPasswordPolicy ? 'PASSWORD_POLICY' : undefined,
    );
  }
  const input = parsed.data;
  const email = typeof input.email === 'string' ? input.email.toLowerCase() : undefined;
  if (policy.perAddress && email) await deps.rateLimiter.consume(policy.perAddress, email);
  if (path === '/sign-up/email' && email && (await hasUserWithEmail(deps.db, email))) {
    throw new AppError(
      'conflict',
      'An account with the given email already exists.',
      [{ path: 'email', message: 'An account with the given email already exists.' }],
      'USER_ALREADY_EXISTS',
    );
  }
  return JSON.stringify(email ? { ...input, email } : input);
}

function parseJson(text: string | undefined): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('invalid_input', 'The body is not valid JSON.', [
      { path: '', message: 'Invalid JSON' },
    ]);
  }
}
