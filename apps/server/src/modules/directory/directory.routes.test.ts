import { companyLogos, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler';
import type { Session } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createKeyedHash } from '../../lib/keyed-hash';
import { createRateLimiter, RateLimitedError, type RateLimiter } from '../rate-limit/rate-limiter';
import { directoryRoutes } from './directory.routes';
import type { LogoFetcher } from './logo-fetcher';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SESSION = { user: { id: 'user-1', email: 'ada@example.com' } } as unknown as Session;

describe.each(testDatabases())('GET /api/logos/:domain on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const fetchLogo = vi.fn<LogoFetcher>();
  const consume = vi.fn<RateLimiter['consume']>();

  beforeAll(async () => {
    database = await testDatabase.open();
    const limiter = createRateLimiter(database.db, {
      hashSubject: createKeyedHash(Buffer.alloc(32, 1), 'test'),
    });
    consume.mockImplementation((rule, subject) => limiter.consume(rule, subject));
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(directoryRoutes, {
      db: database.db,
      readSession: async () => SESSION,
      rateLimiter: { consume },
      fetchLogo,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    fetchLogo.mockReset();
    consume.mockClear();
  });

  const getLogo = (domain: string) => app.inject({ url: `/api/logos/${domain}` });

  it('fetches a logo once, then serves it from the database for a day of browser cache', async () => {
    fetchLogo.mockResolvedValue({ contentType: 'image/vnd.microsoft.icon', bytes: PNG });
    const responses = await Promise.all([getLogo('shop.co.uk'), getLogo('shop.co.uk')]);
    responses.push(await getLogo('shop.co.uk'));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.rawPayload.equals(PNG)).toBe(true);
    }
    expect(fetchLogo).toHaveBeenCalledTimes(1);
    expect(fetchLogo).toHaveBeenCalledWith('shop.co.uk');
  });

  /** Checks `response` is the monogram of `domain`: an SVG of its letter, cached for an hour. */
  function expectMonogram(response: Awaited<ReturnType<typeof getLogo>>, letter: string) {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain(`>${letter}</text></svg>`);
  }

  it('answers a monogram for a site without a logo, and remembers that instead of asking again', async () => {
    fetchLogo.mockResolvedValue(null);
    expectMonogram(await getLogo('nologo.com'), 'N');
    const again = await getLogo('nologo.com');
    expectMonogram(again, 'N');
    expect(fetchLogo).toHaveBeenCalledTimes(1);
    const [row] = await database.db
      .select()
      .from(companyLogos)
      .where(eq(companyLogos.domain, 'nologo.com'));
    expect(row).toMatchObject({ image: null, failure: 'missing' });
    expect(row!.retryAfter!.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it('answers a monogram while the site is unreachable, and remembers that for an hour', async () => {
    fetchLogo.mockRejectedValue(new Error('getaddrinfo ENOTFOUND offline.com'));
    expectMonogram(await getLogo('offline.com'), 'O');
    expectMonogram(await getLogo('offline.com'), 'O');
    expect(fetchLogo).toHaveBeenCalledTimes(1);
    const [row] = await database.db
      .select()
      .from(companyLogos)
      .where(eq(companyLogos.domain, 'offline.com'));
    expect(row).toMatchObject({ failure: 'unreachable' });
    expect(row!.retryAfter!.getTime() - row!.fetchedAt.getTime()).toBe(60 * 60 * 1000);
  });

  it('answers the same monogram every time, in a colour of its own for each domain', async () => {
    fetchLogo.mockRejectedValue(new Error('offline'));
    const first = await getLogo('colour-one.com');
    expect((await getLogo('colour-one.com')).body).toBe(first.body);
    const fill = (body: string) => /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(body)?.[1];
    expect(fill(first.body)).toMatch(/^#[0-9a-f]{6}$/);
    expect(fill((await getLogo('colour-two.com')).body)).not.toBe(fill(first.body));
  });

  it('spells an international domain as people read it in its monogram', async () => {
    fetchLogo.mockResolvedValue(null);
    expectMonogram(await getLogo('xn--bcher-kva.de'), 'B');
    expectMonogram(await getLogo('xn--mnchen-3ya.de'), 'M');
    expectMonogram(await getLogo('xn--ber-goa.com'), 'Ü');
  });

  it.each([
    ['HTML served as an image', Buffer.from('<html>not found</html>')],
    ['SVG, which can carry script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an image over 100 KB', Buffer.concat([PNG, Buffer.alloc(100 * 1024)])],
  ])('refuses %s and answers the monogram instead', async (_, bytes) => {
    fetchLogo.mockResolvedValue({ contentType: 'image/png', bytes });
    const domain = `refused-${bytes.length}.com`;
    const response = await getLogo(domain);
    expectMonogram(response, 'R');
    expect(response.body).not.toContain('not found');
  });

  it.each(['www.example.com', 'localhost', '127.0.0.1', 'example.notatld', 'co.uk', 'a..com'])(
    'answers 400 naming the domain for %s, fetching nothing',
    async (domain) => {
      const response = await getLogo(encodeURIComponent(domain));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.map((f: { path: string }) => f.path)).toEqual([
        'params.domain',
      ]);
      expect(fetchLogo).not.toHaveBeenCalled();
    },
  );

  it('reads the domain case-insensitively', async () => {
    fetchLogo.mockResolvedValue({ contentType: 'image/png', bytes: PNG });
    expect((await getLogo('Mixed-Case.COM')).statusCode).toBe(200);
    expect(fetchLogo).toHaveBeenCalledWith('mixed-case.com');
  });

  it('counts only fetches from the web against the rate limit', async () => {
    fetchLogo.mockResolvedValue({ contentType: 'image/png', bytes: PNG });
    await getLogo('counted.com');
    await getLogo('counted.com');
    expect(consume).toHaveBeenCalledTimes(1);
    consume.mockRejectedValueOnce(new RateLimitedError(60));
    expect((await getLogo('limited.com')).statusCode).toBe(429);
    expect(fetchLogo).toHaveBeenCalledTimes(1);
  });
});

describe('the logo route in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!);
  });
  afterAll(() => t.close());

  it('is for signed-in users only', async () => {
    const response = await t.app.inject({ url: '/api/logos/example.com' });
    expect(response.statusCode).toBe(401);
  });

  it('checks the domain first', async () => {
    const response = await t.app.inject({ url: '/api/logos/not_a_domain' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ path: 'params.domain' }] });
  });
});
