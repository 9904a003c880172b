import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths of the API, whose answers hold personal data, sessions and codes. */
const API_PREFIXES = ['/api/', '/pieeye-'];
/** Logos are the same for everyone and their route chooses how long caches may keep them. */
const SELF_CACHED_ROUTES = new Set(['/api/logos/:domain']);

/**
 * Security headers with a strict CSP (no third-party origin unless configured), `no-store` on API
 * answers so no browser or shared cache keeps them, and a CSRF guard: a state-changing request
 * from a browser must come from one of our own origins (`findBrowserOrigins`); this also stops
 * login CSRF. Bearer calls carry no ambient credential and need no such check.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { browserOrigins: string[]; mediaOrigins: string[]; isHttps: boolean },
) {
  const browserOrigins = new Set(options.browserOrigins);
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  // onSend, not onRequest: it runs after the route, the error handler and the identity service
  // (whose own Cache-Control is copied onto the reply), so no answer escapes it.
  app.addHook('onSend', async (request, reply, payload) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const route = request.routeOptions.url;
    const keepsOwnCaching =
      route !== undefined && SELF_CACHED_ROUTES.has(route) && reply.hasHeader('cache-control');
    if (isApi && !keepsOwnCaching) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const source = request.headers.origin ?? refererOrigin(request.headers.referer);
    // Browsers name the origin of every cross-site POST; a request that names none and carries
    // no cookie comes from a non-browser client authenticating by Bearer token.
    if (source === undefined && !request.headers.cookie) return;
    if (source === undefined || !browserOrigins.has(source)) {
      throw new AppError('forbidden', 'Cross-site request refused.', [
        { path: 'origin', message: 'Not allowed' },
      ]);
    }
  });
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Helmet's headers for our policy, worked out once: none of them depends on the request, and
 * building the CSP text for every response was a tenth of a busy call's time.
 */
function securityHeaders(options: { mediaOrigins: string[]; isHttps: boolean }) {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Dialog and toast libraries add <style> elements at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", ...options.mediaOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.isHttps,
    crossOriginEmbedderPolicy: false,
    // The popup that asks for permission to send stays the opener's while it is at the
    // provider's consent screen, so closing it can be noticed (decision 0024).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error)
      throw error instanceof Error ? error : new Error('Helmet could not build the headers');
  });
  return headers;
}
