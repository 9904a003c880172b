import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

const CALLBACK_PATH = '/oauth2/callback/';

/** The error code the login screen reads, on its `error` query, after a failed callback. */
export const ISSUER_UNAVAILABLE = 'provider_unavailable';

/**
 * Forwards a call that reaches Google's or Microsoft's issuer (starting a sign-in, or its
 * callback). The identity service fails such a call without a word (a 500 with an empty body)
 * when the issuer cannot be reached, so that failure is turned into one a person can read:
 * starting a sign-in answers 502 naming the provider; the callback, which a browser follows,
 * goes back to the login with `error=provider_unavailable`, as the service does for its other
 * sign-in errors.
 */
export async function askIssuer(
  call: { path: string; providerId: unknown },
  forward: () => Promise<Response>,
  context: { origin: string; log: FastifyBaseLogger },
): Promise<Response> {
  const { path } = call;
  try {
    const response = await forward();
    if (response.status < 500) return response;
    context.log.warn({ path, status: response.status }, 'A sign-in provider did not answer');
  } catch (error) {
    context.log.warn({ err: error, path }, 'A sign-in provider did not answer');
  }
  if (path.startsWith(CALLBACK_PATH)) {
    const login = new URL('/login', context.origin);
    login.searchParams.set('error', ISSUER_UNAVAILABLE);
    return new Response(null, { status: 302, headers: { location: login.toString() } });
  }
  throw issuerUnavailable(call.providerId);
}

function issuerUnavailable(providerId: unknown): AppError {
  const provider =
    (typeof providerId === 'string' && PROVIDER_NAMES[providerId]) || 'The sign-in provider';
  const message = `${provider} sign-in cannot be reached right now. Please try again in a few minutes, or use your e-mail and password instead.`;
  return new AppError(
    'bad_gateway',
    message,
    [{ path: 'providerId', message }],
    'PROVIDER_UNAVAILABLE',
  );
}
