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
import type { CodeMailDependencies } from './code-mail';
import { IDENTITY_ENDPOINT_POLICIES, type IdentityEndpointPolicy } from './identity-input';
import { findUserByEmail, stripUnprovenAccess, userIdWithEmail } from './identity.repository';
import { askIssuer } from './issuer-outage';
import type { PasswordScreen } from './password-screen';
import { withoutSessionTokens } from './session-token';
import { signUpOverUnconfirmed } from './sign-up.service';

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
  /** Mails the code of a sign-up that takes the place of an unconfirmed one. */
  codeMail: CodeMailDependencies;
  /** Refuses common and breached new passwords. */
  screenPassword: PasswordScreen;
}

interface CheckedRequest {
  body: string | undefined;
  failures: CountedHit[];
  input?: Record<string, unknown>;
  email?: string;
}

/**
 * Mounts the identity service under /api/auth, for the paths the web app uses only. In front of
 * it: input validation that names the failing field (unknown fields included), rate limits
 * stored in the database, attempt counting per mailed code, and sign-up's rules for an address
 * that has an account (refused when proved, replaced when not). Behind it: session tokens are
 * taken out of JSON answers, since the httpOnly cookie carries them (API clients read the
 * `set-auth-token` header at sign-in).
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
      const { body, failures, input, email } = await checkIdentityRequest(request, policy, deps);
      if (path === '/sign-up/email' && input && email) {
        const name = String(input.name);
        const password = String(input.password);
        const answer = await signUpOverUnconfirmed(deps, { name, email, password });
        if (answer) return reply.send(answer);
      }
      const caller =
        policy.forgetsSessionsOf === 'caller' ? await deps.readSession(request) : undefined;
      const forward = () => deps.auth.handler(toWebRequest(request, deps.origin, body));
      const response = policy.callsIssuer
        ? await askIssuer({ path, providerId: input?.providerId }, forward, {
            origin: deps.origin,
            log: request.log,
          })
        : await forward();
      if (response.ok && policy.forgetsSessionsOf) {
        const userId =
          policy.forgetsSessionsOf === 'caller'
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
  policy: IdentityEndpointPolicy,
  deps: IdentityRouteDependencies,
): Promise<CheckedRequest> {
  await deps.rateLimiter.consume(policy.perIp, request.ip);
  const rawBody = typeof request.body === 'string' ? request.body : undefined;
  if (!policy.body) return { body: rawBody, failures: [] };

  const json = parseJson(rawBody);
  assertNoNulCharacter(json);
  const parsed = policy.body.safeParse(json);
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error);
    const isPasswordPolicy = fields.some((f) => f.path === policy.setsPassword);
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
  }
  const newPassword = policy.setsPassword && input[policy.setsPassword];
  if (policy.setsPassword && typeof newPassword === 'string') {
    await deps.screenPassword(newPassword, policy.setsPassword);
  }
  if (email) {
    if (policy.checksCode && typeof input.otp === 'string') {
      await judgeCodeAttempt(deps, { type: policy.checksCode, email, code: input.otp });
      await endUnprovenAccess(deps, email);
    }
  }
  // A call that sent no body (sign-out, as clients usually send it) forwards none: a body without
  // a JSON content type would be refused by the identity service.
  const isBodiless = rawBody === undefined && Object.keys(input).length === 0;
  const body = isBodiless ? undefined : JSON.stringify(email ? { ...input, email } : input);
  return { body, failures, input, ...(email ? { email } : {}) };
}

/**
 * The right code proves the address: whatever the account gathered before anyone proved it
 * (sessions, Google or Microsoft sign-ins joined to it) ends before it opens to its owner.
 */
async function endUnprovenAccess(deps: IdentityRouteDependencies, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerified) return;
  await stripUnprovenAccess(deps.db, user.id);
  deps.forgetSessions(user.id);
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
