import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GET_DOMAINS_V2_PATH } from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, signedInUser, type TestApp } from '../test/test-app';

const [pglite] = testDatabases();

describe('security headers and CSRF guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
  });
  afterAll(() => t.close());

  it('sends a strict content security policy', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
  });

  it('keeps its own popups, and only those, across origins', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('refuses a cookie-carrying POST from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'hello' },
      headers: { cookie: 'reclaim.session_token=x', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same POST from our own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'hello' },
      headers: { cookie: 'reclaim.session_token=x', origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses identity calls from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a@example.com', password: 'Whatever!123' },
      headers: { cookie: 'reclaim.session_token=x', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('CSRF guard without cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
  });
  afterAll(() => t.close());

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a@example.com', password: 'Whatever!123' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a non-browser client without cookies or origin through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'from a script' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('session cookies over https', () => {
  it('are Secure, httpOnly and SameSite=Lax when the public URL is https', async () => {
    const t = await createTestApp(pglite!, { env: { PUBLIC_URL: 'https://reclaim.example' } });
    const email = `secure-${Date.now()}@example.com`;
    const headers = { origin: 'https://reclaim.example', 'content-type': 'application/json' };
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers,
      payload: { name: 'S', email, password: 'Reclaim!2026x' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-otp/verify-email',
      headers,
      payload: { email, otp: t.lastCode(email) },
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers,
      payload: { email, password: 'Reclaim!2026x' },
    });
    const cookie = [signIn.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(String(signIn.headers['strict-transport-security'])).toContain('max-age');
    await t.close();
  });
});

describe('caching of API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'reclaim-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp(pglite!, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  it('forbids storing a refused call', async () => {
    const response = await postJson(t.app, GET_DOMAINS_V2_PATH, {
      requestInfo: { userName: 'nobody@example.com' },
      requestBody: { tile: 'pending', emailId: 'nobody@example.com' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("forbids storing the identity service's answers", async () => {
    const user = await signedInUser(t);
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'Reclaim!2026x',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: user.email } });
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('forbids storing answers to unknown API paths and to a logo asked for without a session', async () => {
    for (const url of ['/api/nothing-here', '/pieeye-pfmuser/api/nothing-here']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const logo = await t.app.inject({ url: '/api/logos/example.com' });
    expect(logo.statusCode).toBe(401);
    expect(logo.headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching of the web app as it was', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
