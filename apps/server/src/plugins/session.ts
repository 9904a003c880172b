import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { SessionCache } from '../lib/session-cache';
import type { Auth } from '../modules/identity/auth';

export type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionReader = (request: FastifyRequest) => Promise<Session | null>;

/**
 * Reads the caller's session from its cookie or `Authorization: Bearer` header, through the
 * session cache when there is one.
 */
export function createSessionReader(auth: Auth, cache?: SessionCache): SessionReader {
  return async (request) => {
    const { cookie = '', authorization = '' } = request.headers;
    const headers = new Headers();
    if (cookie) headers.set('cookie', cookie);
    if (authorization) headers.set('authorization', authorization);
    const load = () => auth.api.getSession({ headers });
    return cache ? cache.read(`${cookie}\n${authorization}`, load) : load();
  };
}

/** The caller's session, or a 401 that the web app answers with its session-expired dialog. */
export async function requireSession(readSession: SessionReader, request: FastifyRequest) {
  const session = await readSession(request);
  if (!session) throw new AppError('unauthenticated', 'Session is expired or missing.');
  return session;
}
