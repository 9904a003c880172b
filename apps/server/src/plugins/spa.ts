import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/pieeye-', '/healthz', '/dev/'];

/** Whether a path belongs to the API, health checks or development tools rather than the web app. */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** The landing page with its first render written in by the web build (decision 38). */
const PRERENDERED_LANDING = 'landing.html';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for any
 * other GET, so the client router handles deep links; `/` gets the pre-rendered landing page when
 * the build wrote one. Unknown API paths stay JSON 404s. A file's Brotli or gzip copy, written
 * beside it by the web build, goes to browsers that accept it.
 */
export async function registerSpa(app: FastifyInstance, { distDir }: { distDir: string }) {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const hasLanding = existsSync(join(distDir, PRERENDERED_LANDING));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // The same URL answers compressed or not: shared caches must keep the two apart.
        res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          path.includes(`${join(distDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !isApiPath(request.url);
    if (isPage && hasBuild) {
      const isLanding = hasLanding && request.url.split('?')[0] === '/';
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(isLanding ? PRERENDERED_LANDING : 'index.html');
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: isPage
        ? 'The web app is not built; run "npm run build".'
        : `No route ${request.method} ${request.url.split('?')[0]}`,
      fields: [],
    });
  });
}
