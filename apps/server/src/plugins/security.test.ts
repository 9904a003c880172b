import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

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
