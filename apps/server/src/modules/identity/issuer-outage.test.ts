import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  postJson,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/test-app';

const [pglite] = testDatabases();

/** A loopback address where nothing listens: its port was free a moment ago. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** An issuer that publishes its discovery document until it is closed. */
async function startDiscoveryOnly(): Promise<{ issuer: string; close: () => Promise<void> }> {
  let issuer = '';
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/me`,
        jwks_uri: `${issuer}/jwks`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('signing in with Google or Microsoft while the provider cannot be reached', () => {
  let t: TestApp;
  let microsoft: Awaited<ReturnType<typeof startDiscoveryOnly>>;

  beforeAll(async () => {
    microsoft = await startDiscoveryOnly();
    t = await createTestApp(pglite!, {
      env: {
        GOOGLE_CLIENT_ID: 'google-test',
        GOOGLE_CLIENT_SECRET: 'google-test-secret',
        GOOGLE_ISSUER: await closedPortUrl(),
        MICROSOFT_CLIENT_ID: 'microsoft-test',
        MICROSOFT_CLIENT_SECRET: 'microsoft-test-secret',
        MICROSOFT_ISSUER: microsoft.issuer,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await microsoft.close();
  });

  it('answers starting a sign-in with a 502 that names the provider, in the usual shape', async () => {
    const answer = await postJson(t.app, '/api/auth/sign-in/oauth2', {
      providerId: 'google',
      callbackURL: '/dashboard',
    });

    expect(answer.statusCode).toBe(502);
    const body = answer.json<{ message: string }>();
    expect(body).toMatchObject({
      statusCode: 502,
      code: 'PROVIDER_UNAVAILABLE',
      fields: [{ path: 'providerId' }],
      data: { reasonCode: 'PROVIDER_UNAVAILABLE' },
    });
    expect(body.message).toMatch(/^Google sign-in cannot be reached right now/);
  });

  it('sends a callback back to the login with provider_unavailable when the issuer went away', async () => {
    const start = await postJson(t.app, '/api/auth/sign-in/oauth2', {
      providerId: 'microsoft',
      callbackURL: '/dashboard',
    });
    expect(start.statusCode).toBe(200);
    const state = new URL(start.json<{ url: string }>().url).searchParams.get('state');
    await microsoft.close();

    const callback = await t.app.inject({
      url: `/api/auth/oauth2/callback/microsoft?code=a-code&state=${state}`,
      headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    });

    expect(callback.statusCode).toBe(302);
    const landing = new URL(String(callback.headers.location), TEST_ORIGIN);
    expect(landing.origin).toBe(TEST_ORIGIN);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('provider_unavailable');
  });
});
