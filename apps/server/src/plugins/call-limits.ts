import type { FastifyInstance } from 'fastify';
import type { CallLimitSettings } from '../config';
import { addressSubject } from '../lib/client-address';
import { createLocalRateLimit, type LocalRateLimit } from '../modules/rate-limit/local-rate-limit';
import type { RateLimiter, RateLimitRule } from '../modules/rate-limit/rate-limiter';
import type { SessionLimits, SessionReader } from './session';
import { isApiPath } from './spa';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A limit per signed-in person on an expensive call, counted in the database. */
    callLimit?: RateLimitRule | undefined;
  }
}

const MINUTE = 60;
/** The identity API has limits of its own, in the database (decision 4). */
const IDENTITY_PREFIX = '/api/auth/';

/** The limits counted in this process's memory: per client address, per person, and anonymous. */
export interface CallLimits {
  perAddress: LocalRateLimit;
  session: SessionLimits;
}

/** The in-process limits of `settings`, each a number of calls a minute. */
export function createCallLimits(
  settings: CallLimitSettings,
  now: () => number = Date.now,
): CallLimits {
  const perMinute = (max: number) => createLocalRateLimit({ max, windowSeconds: MINUTE, now });
  return {
    perAddress: perMinute(settings.perAddress),
    session: {
      anonymousPerAddress: perMinute(settings.anonymousPerAddress),
      perUser: perMinute(settings.perUser),
    },
  };
}

/** Whether a path is one of the calls limited here: the API, outside the identity API. */
export function isLimitedPath(url: string) {
  return isApiPath(url) && !url.startsWith(IDENTITY_PREFIX);
}

/**
 * Limits every call outside the identity API per client address, as soon as it arrives (before
 * its body is read or its caller looked up), and the calls that name a `callLimit` per
 * signed-in person, in the database, before their handler runs. The limits per person and on
 * anonymous callers are counted where the session is read (`createSessionReader`).
 */
export function registerCallLimits(
  app: FastifyInstance,
  deps: { perAddress: LocalRateLimit; readSession: SessionReader; rateLimiter: RateLimiter },
) {
  app.addHook('onRequest', async (request) => {
    if (isLimitedPath(request.url)) deps.perAddress.consume(addressSubject(request.ip));
  });
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.callLimit;
    if (!rule) return;
    // Without a session the handler answers 401; the limit counts people.
    const session = await deps.readSession(request);
    if (session) await deps.rateLimiter.consume(rule, session.user.id);
  });
}
