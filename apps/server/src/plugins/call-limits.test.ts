import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../modules/rate-limit/rate-limiter';
import { createCallLimits, isLimitedPath, registerCallLimits } from './call-limits';
import { registerErrorHandler } from './error-handler';

const PER_ADDRESS = 3;

describe('the limit on calls per client address', () => {
  let app: FastifyInstance;
  const consumed: string[] = [];

  beforeAll(async () => {
    // A clock that stands still: every call falls in one window.
    const limits = createCallLimits(
      { perAddress: PER_ADDRESS, perUser: 1, anonymousPerAddress: 1 },
      () => 30_000,
    );
    const rateLimiter: RateLimiter = {
      consume: async (rule) => {
        consumed.push(rule.name);
        return { refund: async () => {} };
      },
    };
    app = Fastify();
    registerErrorHandler(app);
    registerCallLimits(app, {
      perAddress: limits.perAddress,
      readSession: async () => null,
      rateLimiter,
    });
    for (const path of ['/pieeye-pfmuser/api/call', '/api/feedback', '/healthz', '/api/auth/x']) {
      app.post(path, async () => ({ ok: true }));
    }
    app.get('/dashboard', async () => 'page');
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (url: string, remoteAddress: string, method: 'GET' | 'POST' = 'POST') =>
    app.inject({ method, url, remoteAddress });

  /** The status codes of `count` calls of `url` from `remoteAddress`. */
  async function statuses(url: string, remoteAddress: string, count: number) {
    const codes: number[] = [];
    for (let sent = 0; sent < count; sent += 1) {
      codes.push((await call(url, remoteAddress)).statusCode);
    }
    return codes;
  }

  it('lets each address make the limit’s number of calls, across every call', async () => {
    const address = '203.0.113.1';
    expect(await statuses('/pieeye-pfmuser/api/call', address, 2)).toEqual([200, 200]);
    expect(await statuses('/api/feedback', address, 2)).toEqual([200, 429]);
    expect(await statuses('/healthz', address, 1)).toEqual([429]);
    expect(await statuses('/pieeye-pfmuser/api/call', '203.0.113.2', 1)).toEqual([200]);
  });

  it('answers 429 in the API’s shape, saying when to try again', async () => {
    const address = '203.0.113.3';
    await statuses('/api/feedback', address, PER_ADDRESS);

    const refused = await call('/api/feedback', address);

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Too many requests, please try again later.',
      fields: [],
      data: { reasonCode: 'RATE_LIMITED' },
    });
  });

  it('counts the addresses of one IPv6 /64 network as one client', async () => {
    expect(await statuses('/api/feedback', '2001:db8:1:2::1', 2)).toEqual([200, 200]);
    expect(await statuses('/api/feedback', '2001:db8:1:2:ffff::9', 2)).toEqual([200, 429]);
    expect(await statuses('/api/feedback', '2001:db8:1:3::1', 1)).toEqual([200]);
  });

  it('leaves the identity API, which has limits of its own, and the web app’s pages alone', async () => {
    const address = '203.0.113.4';
    expect(await statuses('/api/auth/x', address, PER_ADDRESS + 2)).not.toContain(429);
    for (let page = 0; page < PER_ADDRESS + 2; page += 1) {
      expect((await call('/dashboard', address, 'GET')).statusCode).toBe(200);
    }
    expect(await statuses('/api/feedback', address, PER_ADDRESS + 1)).toEqual([200, 200, 200, 429]);
    expect(consumed).toEqual([]);
  });

  it('counts a call of no route too, which otherwise answers 404', async () => {
    const address = '203.0.113.5';
    expect(await statuses('/api/unknown', address, PER_ADDRESS + 1)).toEqual([404, 404, 404, 429]);
  });
});

describe('isLimitedPath', () => {
  it('is every path of the API but the identity API’s', () => {
    for (const path of ['/pieeye-pfmdomain/api/x', '/api/logos/a.com', '/healthz', '/dev/outbox']) {
      expect(isLimitedPath(path), path).toBe(true);
    }
    for (const path of ['/api/auth/get-session', '/', '/dashboard', '/assets/app.js']) {
      expect(isLimitedPath(path), path).toBe(false);
    }
  });
});
