import { accounts, sessions, users } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtStandIn } from '@reclaim/stand-ins/oidc/oidc-code-flow';
import { CookieJar } from '@reclaim/stand-ins/oidc/oidc-fetch-client';
import { startOidcStandIn, type OidcStandIn } from '@reclaim/stand-ins/oidc/oidc-stand-in';
import {
  cookieHeader,
  createTestApp,
  postJson,
  signedInUser,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/test-app';

const GOOGLE = { clientId: 'google-test', clientSecret: 'google-test-secret' };
const MICROSOFT = { clientId: 'microsoft-test', clientSecret: 'microsoft-test-secret' };
const VERIFIED_DOMAIN = 'verified-tenant.example';
const callbackOf = (provider: string) => `${TEST_ORIGIN}/api/auth/oauth2/callback/${provider}`;

describe.each(testDatabases())('signing in with Google or Microsoft on $name', (testDatabase) => {
  let t: TestApp;
  let standIn: OidcStandIn;
  let sequence = 0;

  beforeAll(async () => {
    standIn = await startOidcStandIn({
      port: 0,
      clients: [
        { ...GOOGLE, redirectUris: [callbackOf('google')] },
        {
          ...MICROSOFT,
          redirectUris: [callbackOf('microsoft')],
          emailClaims: 'entra',
          verifiedDomains: [VERIFIED_DOMAIN],
        },
      ],
    });
    t = await createTestApp(testDatabase, {
      env: {
        GOOGLE_CLIENT_ID: GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
        GOOGLE_ISSUER: standIn.issuer,
        MICROSOFT_CLIENT_ID: MICROSOFT.clientId,
        MICROSOFT_CLIENT_SECRET: MICROSOFT.clientSecret,
        MICROSOFT_ISSUER: standIn.issuer,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  /** Runs the whole sign-in as a browser would, as `email` at the provider; returns where it ends. */
  async function signInWith(provider: 'google' | 'microsoft', email: string) {
    const start = await postJson(t.app, '/api/auth/sign-in/oauth2', {
      providerId: provider,
      callbackURL: '/dashboard',
    });
    expect(start.statusCode).toBe(200);
    const appCookies = cookieHeader(start.headers['set-cookie']);
    const back = await signInAtStandIn(
      new CookieJar(),
      new URL(start.json<{ url: string }>().url),
      { email, name: 'Someone Else' },
      (to) => to.origin === TEST_ORIGIN,
    );
    const callback = await t.app.inject({
      url: `${back.url.pathname}${back.url.search}`,
      headers: { cookie: appCookies },
    });
    return new URL(String(callback.headers.location), TEST_ORIGIN);
  }

  async function providerAccountsOf(email: string, provider: string) {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user!.id), eq(accounts.providerId, provider)));
  }

  it('refuses to join a Microsoft sign-in to an existing account when Entra does not prove the address', async () => {
    const victim = await signedInUser(t, `victim-${sequence++}@example.com`);

    const landing = await signInWith('microsoft', victim.email);

    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('account_not_linked');
    expect(await providerAccountsOf(victim.email, 'microsoft')).toHaveLength(0);
  });

  it('joins a Microsoft sign-in to the account when the tenant verified the domain (xms_edov)', async () => {
    const person = await signedInUser(t, `person-${sequence++}@${VERIFIED_DOMAIN}`);

    const landing = await signInWith('microsoft', person.email);

    expect(landing.pathname).toBe('/dashboard');
    expect(await providerAccountsOf(person.email, 'microsoft')).toHaveLength(1);
  });

  it('joins a Google sign-in to the account when Google says the address is verified', async () => {
    const person = await signedInUser(t, `person-${sequence++}@example.com`);

    const landing = await signInWith('google', person.email);

    expect(landing.pathname).toBe('/dashboard');
    expect(await providerAccountsOf(person.email, 'google')).toHaveLength(1);
  });

  it('ends an unproven Microsoft sign-in on an address once its owner signs up and confirms it', async () => {
    const email = `victim-${sequence++}@example.com`;
    // A tenant that does not prove the address makes an unconfirmed account, with a session.
    const landing = await signInWith('microsoft', email);
    expect(landing.pathname).toBe('/dashboard');
    const [claimed] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(claimed).toMatchObject({ emailVerified: false });
    const held = () =>
      t.database.db.select().from(sessions).where(eq(sessions.userId, claimed!.id));
    expect(await held()).toHaveLength(1);

    const signUp = await postJson(t.app, '/api/auth/sign-up/email', {
      name: 'The Owner',
      email,
      password: 'Owner#Real2026x',
    });
    expect(signUp.statusCode).toBe(200);
    // Nobody has proved the address yet: the Microsoft sign-in keeps working until someone does.
    expect(await held()).toHaveLength(1);
    const confirm = await postJson(t.app, '/api/auth/email-otp/verify-email', {
      email,
      otp: t.lastCode(email),
    });
    expect(confirm.statusCode).toBe(200);

    expect(await held()).toEqual([]);
    expect(await providerAccountsOf(email, 'microsoft')).toEqual([]);
    expect((await signInWith('microsoft', email)).searchParams.get('error')).toBe(
      'account_not_linked',
    );
    const owner = await postJson(t.app, '/api/auth/sign-in/email', {
      email,
      password: 'Owner#Real2026x',
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ user: { name: 'The Owner', emailVerified: true } });
  });
});
