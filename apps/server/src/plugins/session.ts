import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { addressSubject } from '../lib/client-address';
import type { SessionCache } from '../lib/session-cache';
import type { Auth } from '../modules/identity/auth';
import type { LocalRateLimit } from '../modules/rate-limit/local-rate-limit';

export type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionReader = (request: FastifyRequest) => Promise<Session | null>;

/** Limits on whoever asks who they are, counted in this process (decision 43). */
export interface SessionLimits {
  /**
   * Requests from one client address that show no valid session: each is counted before anything
   * is looked up, and given back when a session is found.
   */
  anonymousPerAddress: LocalRateLimit;
  /** Requests of one signed-in person. */
  perUser: LocalRateLimit;
}

/** A session token as a request presents it, and the token the identity service stores. */
export interface PresentedToken {
  /** What the request carries: the cache keeps what it checked under this. */
  presented: string;
  /** The token without its signature: the one a session found by it must have. */
  token: string;
}

const BEARER_SCHEME = 'bearer ';
/** A signature of the identity service's signed cookies: base64 HMAC-SHA-256, padded. */
const SIGNATURE_LENGTH = 44;

function tryDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The first value of the cookie `name`, read as the identity service reads it. */
function cookieValue(header: string, name: string) {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim();
    return tryDecode(value.startsWith('"') ? value.slice(1, -1) : value);
  }
}

/** A signed token (`<token>.<signature>`) as the identity service takes it; null when it is not. */
function signedToken(signed: string | undefined): PresentedToken | null {
  if (signed === undefined) return null;
  const dot = signed.lastIndexOf('.');
  const signature = signed.slice(dot + 1);
  if (dot < 1 || signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  return { presented: signed, token: signed.slice(0, dot) };
}

/**
 * The session token a request presents, found where the identity service (better-auth 1.6) looks:
 * the `Authorization: Bearer` token first (one without a dot is an unsigned token, which the
 * service signs itself), else the session cookie's value; either only when signed as the service
 * takes it (`<token>.<signature>`). Null when there is neither: nothing to look up. No signature
 * is checked here; the service checks it, and a session is kept only under the token it has.
 */
export function presentedToken(
  headers: { cookie: string; authorization: string },
  cookieName: string,
): PresentedToken | null {
  const { authorization, cookie } = headers;
  const isBearer = authorization.slice(0, BEARER_SCHEME.length).toLowerCase() === BEARER_SCHEME;
  const bearer = isBearer ? authorization.slice(BEARER_SCHEME.length).trim() : '';
  if (bearer && !bearer.includes('.')) return { presented: bearer, token: bearer };
  return signedToken(bearer && tryDecode(bearer)) ?? signedToken(cookieValue(cookie, cookieName));
}

/**
 * Reads the caller's session from its cookie or `Authorization: Bearer` header, through the
 * session cache when there is one, once a request. A request that presents no session token is
 * answered without a lookup. With limits, a request without a valid session counts against its
 * client address before anything is looked up, and one with a session against its user.
 */
export function createSessionReader(
  auth: Auth,
  options: { cache?: SessionCache | undefined; limits?: SessionLimits | undefined } = {},
): SessionReader {
  const { cache, limits } = options;
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  const sessions = new WeakMap<FastifyRequest, Promise<Session | null>>();

  const read = async (request: FastifyRequest) => {
    const { cookie = '', authorization = '' } = request.headers;
    const subject = addressSubject(request.ip);
    const presented = presentedToken({ cookie, authorization }, await cookieName);
    if (!presented) {
      limits?.anonymousPerAddress.consume(subject);
      return null;
    }
    const headers = new Headers();
    if (cookie) headers.set('cookie', cookie);
    if (authorization) headers.set('authorization', authorization);
    const load = async () => {
      limits?.anonymousPerAddress.consume(subject);
      const session = await auth.api.getSession({ headers });
      if (session) limits?.anonymousPerAddress.refund(subject);
      return session;
    };
    const session = cache
      ? await cache.read(
          presented.presented,
          load,
          (found) => found.session.token === presented.token,
        )
      : await load();
    if (session) limits?.perUser.consume(session.user.id);
    return session;
  };

  return (request) => {
    let session = sessions.get(request);
    if (!session) sessions.set(request, (session = read(request)));
    return session;
  };
}

/** The caller's session, or a 401 that the web app answers with its session-expired dialog. */
export async function requireSession(readSession: SessionReader, request: FastifyRequest) {
  const session = await readSession(request);
  if (!session) throw new AppError('unauthenticated', 'Session is expired or missing.');
  return session;
}
