import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createAuth } from '../modules/identity/auth';
import { createTestApp, postJson, signedInUser, type TestApp } from '../test/test-app';
import { findBrowserOrigins } from './browser-origins';

const [pglite] = testDatabases();
const LOOPBACK_ALIASES = ['http://127.0.0.1:3000', 'http://[::1]:3000'];

function signUpFrom(t: TestApp, origin: string) {
  const email = `loopback-${Date.now()}-${Math.random()}@example.com`;
  return postJson(
    t.app,
    '/api/auth/sign-up/email',
    { name: 'Loopback Person', email, password: 'Reclaim!2026x' },
    { origin },
  );
}

describe('browser origins outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
  });
  afterAll(() => t.close());

  it.each(LOOPBACK_ALIASES)('lets a person sign up from %s', async (origin) => {
    const response = await signUpFrom(t, origin);
    expect(response.statusCode).toBe(200);
  });

  it.each(LOOPBACK_ALIASES)("accepts the app's calls with a session from %s", async (origin) => {
    const user = await signedInUser(t);
    const response = await postJson(
      t.app,
      '/api/feedback',
      { message: 'Opened the app at its loopback address' },
      { origin, cookie: user.cookie },
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    'https://evil.example',
    'http://127.0.0.1:3001',
    'https://127.0.0.1:3000',
    'http://127.0.0.2:3000',
    'http://localhost.evil.example:3000',
  ])('still refuses a sign-up from %s', async (origin) => {
    const response = await signUpFrom(t, origin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Cross-site request refused.' });
  });

  it('lists the loopback names of the public port, and no others', () => {
    const config = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://reclaim.test:8080' });
    expect(findBrowserOrigins(config)).toEqual([
      'http://reclaim.test:8080',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
  });

  it('gives the identity service the same trusted origins', async () => {
    const config = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
    const auth = createAuth({
      config,
      db: t.database.db,
      authSecret: 'test-secret-that-is-long-enough-for-signing',
      mailer: { isLocalOutbox: true, send: async () => {} },
      logger: t.app.log,
    });
    const context = await auth.$context;
    for (const origin of LOOPBACK_ALIASES) expect(context.isTrustedOrigin(origin)).toBe(true);
    expect(context.isTrustedOrigin('https://evil.example')).toBe(false);
  });
});

describe('browser origins in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!, { env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('accepts a sign-up from PUBLIC_URL only', async () => {
    expect((await signUpFrom(t, 'http://localhost:3000')).statusCode).toBe(200);
    for (const origin of LOOPBACK_ALIASES) {
      expect((await signUpFrom(t, origin)).statusCode, origin).toBe(403);
    }
  });

  it('trusts PUBLIC_URL alone', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://reclaim.example/' });
    expect(findBrowserOrigins(config)).toEqual(['https://reclaim.example']);
  });
});
