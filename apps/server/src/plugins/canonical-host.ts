import type { FastifyInstance } from 'fastify';
import { isApiPath } from './spa';

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Production only: a page load on any host but `PUBLIC_URL`'s is redirected (308) to the same
 * path there, so the pages a person uses always run on the origin the CSRF guard accepts and the
 * session cookie belongs to. API calls, health checks and the identity service's callbacks are not
 * redirected: they keep the origin check. The host is the one Fastify resolves, which comes from
 * X-Forwarded-Host only with TRUST_PROXY; a proxy must pass on the Host header (or set
 * X-Forwarded-Host with TRUST_PROXY=true), or every page load would be sent back to it.
 */
export async function registerCanonicalHost(app: FastifyInstance, options: { publicUrl: string }) {
  const target = new URL(options.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (!PAGE_METHODS.has(request.method) || isApiPath(request.url)) return;
    if (normalizeHost(request.host, target.protocol) === target.host) return;
    // The target's origin is fixed and the path is appended, so no request can redirect elsewhere.
    return reply.redirect(`${target.origin}${request.url}`, 308);
  });
}

/** A Host header as `URL.host` writes it (lower case, no default port), or undefined if odd. */
function normalizeHost(host: string | undefined, protocol: string): string | undefined {
  if (!host || !/^[\w.\-[\]:]+$/.test(host)) return undefined;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}
