import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { Auth } from '../modules/identity/auth';

export type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionReader = (request: FastifyRequest) => Promise<Session | null>;

/** Reads the caller's session from its cookie or `Authorization: Bearer` header. */
export function createSessionReader(auth: Auth): SessionReader {
  return async (request) => {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    if (request.headers.authorization) headers.set('authorization', request.headers.authorization);
    return auth.api.getSession({ headers });
  };
}

/** The caller's session, or a 401 that the web app answers with its session-expired dialog. */
export async function requireSession(readSession: SessionReader, request: FastifyRequest) {
  const session = await readSession(request);
  if (!session) throw new AppError('unauthenticated', 'Session is expired or missing.');
  return session;
}
