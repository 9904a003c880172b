import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithLogin, buildAuthorizationUrl, exchangeCode } from './oidc-code-flow.js';
import {
  CookieJar,
  decodeJwtPayload,
  discover,
  hasValidSignature,
  navigate,
  type DiscoveryDocument,
} from './oidc-fetch-client.js';
import {
  CONNECTED_APPS_PATH,
  startOidcStandIn,
  UNVERIFIED_EMAIL_DOMAIN,
  type OidcStandIn,
} from './oidc-stand-in.js';

const REDIRECT_URI = 'http://127.0.0.1:3999/api/auth/oauth2/callback/google';
const LOCALHOST_REDIRECT_URI = 'http://localhost:3000/api/auth/oauth2/callback/google';
const CLIENT = {
  clientId: 'reclaim-test',
  clientSecret: 'test-secret',
  redirectUris: [REDIRECT_URI, LOCALHOST_REDIRECT_URI],
};
/** A second relying party, as when the stand-in plays Google and Microsoft at once. */
const OTHER_CLIENT = {
  clientId: 'reclaim-test-microsoft',
  clientSecret: 'other-secret',
  redirectUris: ['http://127.0.0.1:3999/microsoft-auth'],
};
const GMAIL_READONLY = 'https://www.googleapis.com/auth/gmail.readonly';
const GMAIL_SEND = 'https://www.googleapis.com/auth/gmail.send';
const MAILBOX_SCOPE = `openid email profile ${GMAIL_READONLY} ${GMAIL_SEND}`;
const ADA = { email: 'ada@example.com', name: 'Ada Lovelace' };

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  scope: string;
  token_type: string;
}

let standIn: OidcStandIn;
let discovery: DiscoveryDocument;

beforeAll(async () => {
  standIn = await startOidcStandIn({ port: 0, clients: [CLIENT, OTHER_CLIENT] });
  discovery = await discover(standIn.issuer);
});

afterAll(async () => {
  await standIn.close();
});

const authorize = (
  person: { email: string; name: string },
  overrides: {
    scope?: string;
    params?: Record<string, string>;
    jar?: CookieJar;
    declineScopes?: string[];
  } = {},
) => {
  const { declineScopes, ...request } = overrides;
  return authorizeWithLogin(
    {
      discovery,
      clientId: CLIENT.clientId,
      redirectUri: REDIRECT_URI,
      scope: 'openid email profile',
      ...request,
    },
    person,
    declineScopes ? { declineScopes } : {},
  );
};

async function redeem(outcome: { callback: URL; codeVerifier: string }): Promise<TokenResponse> {
  const response = await exchangeCode(discovery, {
    ...CLIENT,
    redirectUri: REDIRECT_URI,
    code: outcome.callback.searchParams.get('code') ?? '',
    codeVerifier: outcome.codeVerifier,
    authentication: 'basic',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

async function signIn(
  person: { email: string; name: string },
  overrides: Parameters<typeof authorize>[1] = {},
): Promise<TokenResponse> {
  return redeem(await authorize(person, overrides));
}

/** The sign-in page of a new authorization, as a browser that is not signed in sees it. */
async function signInPage(scope: string) {
  const jar = new CookieJar();
  const request = { discovery, clientId: CLIENT.clientId, redirectUri: REDIRECT_URI, scope };
  const { url, pkce } = buildAuthorizationUrl(request);
  const landed = await navigate(jar, url, {}, () => false);
  return { jar, landed, html: (await landed.response?.text()) ?? '', codeVerifier: pkce.verifier };
}

describe('OIDC stand-in', () => {
  it('publishes discovery for the issuer on the port it really listens on', () => {
    expect(standIn.issuer).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
    expect(discovery).toMatchObject({
      issuer: standIn.issuer,
      authorization_endpoint: `${standIn.issuer}/auth`,
      token_endpoint: `${standIn.issuer}/token`,
      userinfo_endpoint: `${standIn.issuer}/me`,
      revocation_endpoint: `${standIn.issuer}/token/revocation`,
      jwks_uri: `${standIn.issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery).toHaveProperty(
      'token_endpoint_auth_methods_supported',
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
  });

  it.each(['basic', 'post'] as const)(
    'signs a person in through the code flow with PKCE and client_secret_%s',
    async (authentication) => {
      const outcome = await authorize(ADA);
      expect(outcome.showedLoginForm).toBe(true);
      const { searchParams } = outcome.callback;
      expect(searchParams.get('state')).toBe(outcome.state);
      expect(searchParams.get('iss')).toBe(standIn.issuer);
      const code = searchParams.get('code');
      expect(code).toBeTruthy();

      const response = await exchangeCode(discovery, {
        ...CLIENT,
        redirectUri: REDIRECT_URI,
        code: code ?? '',
        codeVerifier: outcome.codeVerifier,
        authentication,
      });
      expect(response.status).toBe(200);
      const tokens = (await response.json()) as TokenResponse;
      expect(tokens.token_type).toBe('Bearer');

      const claims = decodeJwtPayload(tokens.id_token);
      expect(claims).toMatchObject({
        iss: standIn.issuer,
        aud: CLIENT.clientId,
        nonce: outcome.nonce,
        email: ADA.email,
        email_verified: true,
        name: ADA.name,
      });
      expect(claims.sub).toEqual(expect.any(String));
      expect(await hasValidSignature(tokens.id_token, discovery.jwks_uri)).toBe(true);

      const userinfo = await fetch(discovery.userinfo_endpoint, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
      expect(userinfo.status).toBe(200);
      expect(await userinfo.json()).toMatchObject({
        sub: claims.sub,
        email: ADA.email,
        name: ADA.name,
      });
    },
  );

  it('gives the same email the same sub on every sign-in', async () => {
    const first = decodeJwtPayload((await signIn(ADA)).id_token);
    const second = decodeJwtPayload(
      (await signIn({ email: 'ADA@example.com', name: '' })).id_token,
    );
    const other = decodeJwtPayload(
      (await signIn({ email: 'bob@example.com', name: 'Bob' })).id_token,
    );

    expect(second.sub).toBe(first.sub);
    expect(second.name).toBe(ADA.name);
    expect(other.sub).not.toBe(first.sub);
  });

  it('vouches for no address on the unverified domain', async () => {
    const tokens = await signIn({ email: `eve@${UNVERIFIED_EMAIL_DOMAIN}`, name: 'Eve' });
    expect(decodeJwtPayload(tokens.id_token)).toMatchObject({
      email: `eve@${UNVERIFIED_EMAIL_DOMAIN}`,
      email_verified: false,
    });
  });

  it('accepts http redirect URIs on localhost', async () => {
    const outcome = await authorizeWithLogin(
      {
        discovery,
        clientId: CLIENT.clientId,
        redirectUri: LOCALHOST_REDIRECT_URI,
        scope: 'openid email profile',
      },
      ADA,
    );

    expect(outcome.callback.origin).toBe('http://localhost:3000');
    expect(outcome.callback.searchParams.get('code')).toBeTruthy();
  });

  it('returns access_denied to the client when deny@example.com signs in', async () => {
    const outcome = await authorize({ email: 'deny@example.com', name: 'Denied' });

    expect(outcome.callback.searchParams.get('error')).toBe('access_denied');
    expect(outcome.callback.searchParams.get('state')).toBe(outcome.state);
    expect(outcome.callback.searchParams.has('code')).toBe(false);
  });

  it('rejects a code exchanged with the wrong code_verifier', async () => {
    const outcome = await authorize(ADA);
    const response = await exchangeCode(discovery, {
      ...CLIENT,
      redirectUri: REDIRECT_URI,
      code: outcome.callback.searchParams.get('code') ?? '',
      codeVerifier: `${outcome.codeVerifier.slice(1)}x`,
      authentication: 'basic',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('grants mailbox scopes with a refresh token for an offline consent request', async () => {
    const tokens = await signIn(ADA, {
      scope: `openid email profile ${GMAIL_READONLY} https://example.com/unknown-scope`,
      params: { access_type: 'offline', prompt: 'consent' },
    });

    expect(tokens.scope.split(' ')).toContain(GMAIL_READONLY);
    expect(tokens.scope).not.toContain('unknown-scope');
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const refreshed = await fetch(discovery.token_endpoint, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ access_token: expect.any(String) });
  });

  it('ends the whole grant when its client revokes the refresh token', async () => {
    const person = { email: `revoker-${Date.now()}@example.com`, name: 'Rae Voker' };
    const tokens = await signIn(person, { params: { access_type: 'offline' } });
    const connectedApps = async () => {
      const url = `${standIn.issuer}${CONNECTED_APPS_PATH}?email=${encodeURIComponent(person.email)}`;
      return ((await (await fetch(url)).json()) as { clientIds: string[] }).clientIds;
    };
    const revoke = (client: typeof CLIENT) =>
      fetch(`${standIn.issuer}/token/revocation`, {
        method: 'POST',
        body: new URLSearchParams({
          token: tokens.refresh_token ?? '',
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }),
      });
    const userinfo = () =>
      fetch(discovery.userinfo_endpoint, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
    expect(await connectedApps()).toEqual([CLIENT.clientId]);

    // Another client cannot revoke what was not issued to it; RFC 7009 still answers 200.
    await revoke(OTHER_CLIENT);
    expect((await userinfo()).status).toBe(200);
    expect(await connectedApps()).toEqual([CLIENT.clientId]);

    expect((await revoke(CLIENT)).status).toBe(200);
    expect((await userinfo()).status).toBe(401);
    const refreshed = await fetch(discovery.token_endpoint, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    });
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await connectedApps()).toEqual([]);
  });

  it('returns straight to the client when the browser has already signed in', async () => {
    const jar = new CookieJar();
    await authorize(ADA, { jar });
    const again = await authorize(
      { email: 'unused@example.com', name: 'Unused' },
      { jar, scope: `openid email ${GMAIL_READONLY}`, params: { prompt: 'consent' } },
    );

    expect(again.showedLoginForm).toBe(false);
    expect(again.callback.searchParams.get('code')).toBeTruthy();
  });

  it('escapes request values shown on the sign-in page', async () => {
    const { url } = buildAuthorizationUrl({
      discovery,
      clientId: CLIENT.clientId,
      redirectUri: REDIRECT_URI,
      scope: 'openid email',
      params: { login_hint: '"><script>alert(1)</script>' },
    });
    const page = await navigate(new CookieJar(), url, {}, () => false);
    const html = (await page.response?.text()) ?? '';

    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="name">Name<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('shows the form again with an alert when it is sent without an email', async () => {
    const jar = new CookieJar();
    const { url } = buildAuthorizationUrl({
      discovery,
      clientId: CLIENT.clientId,
      redirectUri: REDIRECT_URI,
      scope: 'openid email',
    });
    const landed = await navigate(jar, url, {}, () => false);
    const submitted = await navigate(
      jar,
      new URL(`${landed.url.pathname}/login`, landed.url),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=&name=Nobody',
      },
      () => false,
    );

    expect(submitted.response?.status).toBe(400);
    const html = (await submitted.response?.text()) ?? '';
    expect(html).toContain('<p role="alert">Enter an email address.</p>');
    expect(html).toContain('value="Nobody"');
  });

  describe('granular consent, as on Google’s consent screen', () => {
    it('lists each mailbox scope asked for as a ticked checkbox, and no identity scope', async () => {
      const { html } = await signInPage(`${MAILBOX_SCOPE} offline_access`);

      const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map(([box]) => box);
      expect(boxes).toHaveLength(2);
      expect(boxes.every((box) => / checked\b/.test(box))).toBe(true);
      expect(html).toMatch(new RegExp(`<label for="scope-0">${GMAIL_READONLY}</label>`));
      expect(html).toMatch(new RegExp(`<label for="scope-1">${GMAIL_SEND}</label>`));
      expect(html).not.toMatch(/value="(openid|email|profile|offline_access)"/);
    });

    it('shows no checkbox when only identity scopes are asked for', async () => {
      const { html } = await signInPage('openid email profile');

      expect(html).not.toContain('type="checkbox"');
      expect(html).not.toContain('<fieldset>');
    });

    it('leaves an unticked scope out of the grant and of the token’s scope', async () => {
      const person = { email: `unticked-${Date.now()}@example.com`, name: 'Una Tick' };
      const tokens = await signIn(person, {
        scope: MAILBOX_SCOPE,
        params: { access_type: 'offline', prompt: 'consent' },
        declineScopes: [GMAIL_SEND],
      });

      const granted = tokens.scope.split(' ');
      expect(granted).toContain(GMAIL_READONLY);
      expect(granted).not.toContain(GMAIL_SEND);
      const refreshed = await fetch(discovery.token_endpoint, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token ?? '',
          client_id: CLIENT.clientId,
          client_secret: CLIENT.clientSecret,
        }),
      });
      expect(((await refreshed.json()) as TokenResponse).scope.split(' ')).not.toContain(
        GMAIL_SEND,
      );
    });

    it('grants a scope declined before once the person is asked again and agrees', async () => {
      const person = { email: `second-thoughts-${Date.now()}@example.com`, name: 'Sec Ond' };
      const jar = new CookieJar();
      await signIn(person, { jar, scope: MAILBOX_SCOPE, declineScopes: [GMAIL_SEND] });

      // Signed in already: the stand-in grants everything asked for without a form.
      const again = await authorize(person, {
        jar,
        scope: `openid email ${GMAIL_SEND}`,
        params: { prompt: 'consent', include_granted_scopes: 'true' },
      });
      expect(again.showedLoginForm).toBe(false);
      expect((await redeem(again)).scope.split(' ')).toContain(GMAIL_SEND);

      // In a browser that is not signed in, the send box is ticked by default.
      const elsewhere = await signIn(person, { scope: `openid email ${GMAIL_SEND}` });
      expect(elsewhere.scope.split(' ')).toContain(GMAIL_SEND);
    });

    it('grants every scope to a form sent without the scope choice, as API clients send it', async () => {
      const { jar, landed, codeVerifier } = await signInPage(MAILBOX_SCOPE);
      const toCallback = (to: URL) => `${to.origin}${to.pathname}` === REDIRECT_URI;
      const back = await navigate(
        jar,
        new URL(`${landed.url.pathname}/login`, landed.url),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(ADA).toString(),
        },
        toCallback,
      );

      const tokens = await redeem({ callback: back.url, codeVerifier });
      expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining([GMAIL_READONLY, GMAIL_SEND]));
    });

    it('keeps the person’s choice when the form comes back for a missing email', async () => {
      const { jar, landed } = await signInPage(MAILBOX_SCOPE);
      const submitted = await navigate(
        jar,
        new URL(`${landed.url.pathname}/login`, landed.url),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams([
            ['email', ''],
            ['scope', GMAIL_READONLY],
            ['scope_choice', 'shown'],
          ]).toString(),
        },
        () => false,
      );

      const html = (await submitted.response?.text()) ?? '';
      expect(html).toMatch(new RegExp(`value="${GMAIL_READONLY}" checked>`));
      expect(html).toMatch(new RegExp(`value="${GMAIL_SEND}">`));
    });
  });
});
