import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/pieeye-', '/healthz', '/dev/'];

/** Whether a path belongs to the API, health checks or development tools rather than the web app. */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Pages whose HTML the web build writes apart: the landing page with its first render (decision
 * 38), the dashboard with its heading in the layout's frame (decision 41). Any other page gets
 * index.html, the frame alone.
 */
const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'landing.html',
  '/dashboard': 'dashboard.html',
  '/newdashboard': 'dashboard.html',
};

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for any
 * other GET, so the client router handles deep links; `/` and the dashboard get their own
 * pre-rendered HTML when the build wrote it. Unknown API paths stay JSON 404s. A file's Brotli or
 * gzip copy, written beside it by the web build, goes to browsers that accept it.
 */
export async function registerSpa(app: FastifyInstance, { distDir }: { distDir: string }) {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const pages = new Map(
    Object.entries(PRERENDERED_PAGES).filter(([, file]) => existsSync(join(distDir, file))),
  );
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
      const file = pages.get(request.url.split('?')[0]!) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(file);
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
