import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const [pglite] = testDatabases();
const PUBLIC_URL = 'https://reclaim.example';

describe('page loads in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!, { env: { NODE_ENV: 'production', PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it.each(['127.0.0.1:3000', 'localhost:3000', '[::1]:3000', '203.0.113.7', 'www.reclaim.example'])(
    'are sent from host %s to the same path on PUBLIC_URL',
    async (host) => {
      const response = await t.app.inject({ url: '/confirm-signup?step=2', headers: { host } });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe(`${PUBLIC_URL}/confirm-signup?step=2`);
    },
  );

  it.each(['reclaim.example', 'RECLAIM.example', 'reclaim.example:443'])(
    'stay where they are on host %s',
    async (host) => {
      const response = await t.app.inject({ url: '/confirm-signup', headers: { host } });
      expect(response.statusCode).not.toBe(308);
    },
  );

  it('never leave PUBLIC_URL for a path that looks like another host', async () => {
    const response = await t.app.inject({ url: '//evil.example/login', headers: { host: 'x' } });
    expect(response.headers.location).toBe(`${PUBLIC_URL}//evil.example/login`);
  });

  it('leave API calls and health checks alone, which keep the origin check', async () => {
    for (const url of ['/healthz', '/api/config', '/api/auth/get-session']) {
      const response = await t.app.inject({ url, headers: { host: '10.0.0.5:3000' } });
      expect(response.statusCode, url).not.toBe(308);
    }
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      payload: { name: 'P', email: 'redirect@example.com', password: 'Reclaim!2026x' },
    });
    expect(signUp.statusCode).toBe(403);
  });

  it('ignore X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const response = await t.app.inject({
      url: '/login',
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'reclaim.example' },
    });
    expect(response.statusCode).toBe(308);
  });
});

describe('page loads in production behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!, {
      env: { NODE_ENV: 'production', PUBLIC_URL, TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => t.close());

  it('go by the host the proxy forwards', async () => {
    const kept = await t.app.inject({
      url: '/login',
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'reclaim.example' },
    });
    expect(kept.statusCode).not.toBe(308);
    const moved = await t.app.inject({
      url: '/login',
      headers: { host: 'reclaim.example', 'x-forwarded-host': 'old.reclaim.example' },
    });
    expect(moved.statusCode).toBe(308);
    expect(moved.headers.location).toBe(`${PUBLIC_URL}/login`);
  });
});

describe('page loads outside production', () => {
  it('are served on any host', async () => {
    const t = await createTestApp(pglite!);
    const response = await t.app.inject({ url: '/login', headers: { host: '127.0.0.1:3000' } });
    expect(response.statusCode).not.toBe(308);
    await t.close();
  });
});
