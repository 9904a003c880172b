import type { Database } from '@reclaim/db';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { KeyedHash } from '../../lib/keyed-hash';
import type { SessionReader } from '../../plugins/session';
import { assertNoNulCharacter, fieldErrorsOf } from '../../lib/validation';
import { sendWebResponse, toWebRequest } from '../../lib/web-request';
import type { CountedHit, RateLimiter } from '../rate-limit/rate-limiter';
import type { Auth } from './auth';
import { judgeCodeAttempt } from './code-attempts';
import { IDENTITY_ENDPOINT_POLICIES, type IdentityEndpointPolicy } from './identity-input';
import { userIdWithEmail } from './identity.repository';
import { withoutSessionTokens } from './session-token';

const BASE_PATH = '/api/auth';

export interface IdentityRouteDependencies {
  auth: Auth;
  db: Database;
  rateLimiter: RateLimiter;
  origin: string;
  /** Keys the per-code attempt counters. */
  hashKey: KeyedHash;
  readSession: SessionReader;
  /** Drops a user's sessions from this process's session cache. */
  forgetSessions: (userId: string) => void;
}

/**
 * Mounts the identity service under /api/auth, for the paths the web app uses only. In front of
 * it: input validation that names the failing field, rate limits stored in the database, attempt
 * counting per mailed code, and the sign-up duplicate check the spec asks for
 * (UsernameExistsException). Behind it: session tokens are taken out of JSON answers, since the
 * httpOnly cookie carries them (API clients read the `set-auth-token` header at sign-in).
 */
export async function identityRoutes(app: FastifyInstance, deps: IdentityRouteDependencies) {
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
      const policy = Object.hasOwn(IDENTITY_ENDPOINT_POLICIES, path)
        ? IDENTITY_ENDPOINT_POLICIES[path]
        : undefined;
      if (!policy || policy.method !== request.method) {
        throw new AppError('not_found', `Route ${request.method}:${request.url} not found`);
      }
      const started = performance.now();
      const { body, failures, email } = await checkIdentityRequest(request, path, policy, deps);
      const caller =
        policy.endsSessionsOf === 'caller' ? await deps.readSession(request) : undefined;
      const response = await deps.auth.handler(toWebRequest(request, deps.origin, body));
      if (response.ok && policy.endsSessionsOf) {
        const userId =
          policy.endsSessionsOf === 'caller'
            ? caller?.user.id
            : email && (await userIdWithEmail(deps.db, email));
        if (userId) deps.forgetSessions(userId);
      }
      const floor = policy.refusalFloorMs && started + policy.refusalFloorMs - performance.now();
      if (response.status === 401 && floor && floor > 0) await sleep(floor);
      // A correct password (a session, or "confirm your address first") is not a failure.
      if (response.ok || response.status === 403) {
        await Promise.all(failures.map((hit) => hit.refund()));
      }
      return sendWebResponse(reply, await withoutSessionTokens(response));
    },
  });
}

async function checkIdentityRequest(
  request: FastifyRequest,
  path: string,
  policy: IdentityEndpointPolicy,
  deps: IdentityRouteDependencies,
): Promise<{ body: string | undefined; failures: CountedHit[]; email?: string }> {
  await deps.rateLimiter.consume(policy.perIp, request.ip);
  const rawBody = typeof request.body === 'string' ? request.body : undefined;
  if (!policy.body) return { body: rawBody, failures: [] };

  const json = parseJson(rawBody);
  assertNoNulCharacter(json);
  const parsed = policy.body.safeParse(json);
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
  const failures: CountedHit[] = [];
  if (email) {
    if (policy.perAddress) await deps.rateLimiter.consume(policy.perAddress, email);
    if (policy.failuresPerAddressAndIp) {
      const rule = policy.failuresPerAddressAndIp;
      failures.push(await deps.rateLimiter.consume(rule, `${email}\n${request.ip}`));
    }
    if (policy.failuresPerAddress) {
      failures.push(await deps.rateLimiter.consume(policy.failuresPerAddress, email));
    }
    if (policy.checksCode && typeof input.otp === 'string') {
      await judgeCodeAttempt(deps, { type: policy.checksCode, email, code: input.otp });
    }
  }
  if (path === '/sign-up/email' && email && (await userIdWithEmail(deps.db, email))) {
    throw new AppError(
      'conflict',
      'An account with the given email already exists.',
      [{ path: 'email', message: 'An account with the given email already exists.' }],
      'USER_ALREADY_EXISTS',
    );
  }
  return { body: JSON.stringify(email ? { ...input, email } : input), failures, email };
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
