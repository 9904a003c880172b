import type { Database } from '@reclaim/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, type SessionReader } from '../../plugins/session';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { fetchLogoFromWeb, type LogoFetcher } from './logo-fetcher';
import { monogramSvg } from './logo-monogram';
import { createLogoService } from './logo.service';
import { isRegistrableDomain } from './registrable-domain';

/** Logos are the same for everyone, so shared caches may keep them for a day. */
const LOGO_CACHE_CONTROL = 'public, max-age=86400';
/**
 * A monogram stands in for a missing logo: cached like a logo, but asked for again hourly, so the
 * real logo shows once the server can fetch it (it retries an unreachable site after an hour).
 */
const MONOGRAM_CACHE_CONTROL = 'public, max-age=3600';
/** Fetches from the web per user; cached logos and cached failures do not count. */
const LOGO_FETCH_LIMIT = { name: 'logo-fetch:user', max: 600, windowSeconds: 60 * 60 };

const logoParamsSchema = z.object({
  domain: z
    .string()
    .max(253)
    .transform((value) => value.toLowerCase())
    .refine(isRegistrableDomain, 'Must be a registrable domain such as example.co.uk'),
});

/**
 * `GET /api/logos/:domain`: a company's logo, fetched by the server once and then served from the
 * database, so the browser never contacts a third party. When there is none (or the server is
 * offline), a monogram: an SVG of the first letter, so the page gets an image and the browser
 * console no error. Signed-in users only: each new domain makes the server go on the web.
 */
export async function directoryRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    readSession: SessionReader;
    rateLimiter: RateLimiter;
    fetchLogo?: LogoFetcher;
  },
) {
  const logos = createLogoService({ db: deps.db, fetchLogo: deps.fetchLogo ?? fetchLogoFromWeb });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/logos/:domain', { schema: { params: logoParamsSchema } }, async (request, reply) => {
      const session = await requireSession(deps.readSession, request);
      const logo = await logos.getLogo(request.params.domain, {
        beforeFetch: async () =>
          void (await deps.rateLimiter.consume(LOGO_FETCH_LIMIT, session.user.id)),
      });
      if (!logo) {
        return reply
          .header('cache-control', MONOGRAM_CACHE_CONTROL)
          .type('image/svg+xml; charset=utf-8')
          .send(monogramSvg(request.params.domain));
      }
      return reply
        .header('cache-control', LOGO_CACHE_CONTROL)
        .type(logo.contentType)
        .send(logo.bytes);
    });
}
