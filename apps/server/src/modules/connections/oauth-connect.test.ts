import {
  DATA_REQUEST_PATH,
  DELETE_CONNECTION_PATH,
  MAILBOX_AUTHORIZE_PATH,
} from '@reclaim/contract';
import { mailboxAuthorizations, mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtStandIn } from '@reclaim/stand-ins/oidc/oidc-code-flow';
import { CookieJar } from '@reclaim/stand-ins/oidc/oidc-fetch-client';
import { startOidcStandIn, type OidcStandIn } from '@reclaim/stand-ins/oidc/oidc-stand-in';
import type { JobQueue } from '../../jobs/job-queue';
import { mailboxScanJob } from '../../jobs/mailbox-scan.job';
import { openCredentials } from '../../mailbox-providers/credentials';
import { oauthCredentialsSchema } from '../../mailbox-providers/shared/oauth-credentials';
import {
  cookieHeader,
  createTestApp,
  postJson,
  signedInUser,
  TEST_ORIGIN,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';

const CLIENT = { clientId: 'reclaim-test', clientSecret: 'reclaim-test-secret' };
const REDIRECT_URI = `${TEST_ORIGIN}/gmail-auth`;

/** The OAuth tokens a connection keeps, opened as its provider reads them. */
const tokensOf = (connection: { id: string; sealedCredentials: string | null }) =>
  oauthCredentialsSchema.parse(
    openCredentials(
      TEST_SECRET_KEY,
      connection.id,
      connection.sealedCredentials,
      oauthCredentialsSchema,
    ),
  );
describe.each(testDatabases())('connecting a Gmail mailbox on $name', (testDatabase) => {
  let t: TestApp;
  let standIn: OidcStandIn;
  const sent: { name: string; payload: { connectionId: string } }[] = [];
  const queue = {
    send: async (job: { name: string }, payload: unknown) => {
      sent.push({ name: job.name, payload: payload as { connectionId: string } });
      return 'job-id';
    },
    isHealthy: async () => true,
  } as unknown as JobQueue;

  beforeAll(async () => {
    standIn = await startOidcStandIn({
      port: 0,
      clients: [{ ...CLIENT, redirectUris: [REDIRECT_URI] }],
    });
    t = await createTestApp(testDatabase, {
      queue,
      env: {
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_ISSUER: standIn.issuer,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  type User = { email: string; cookie: string; userId: string };

  const authorize = async (user: User, purpose: 'connect' | 'dsr' = 'connect') => {
    const response = await postJson(
      t.app,
      MAILBOX_AUTHORIZE_PATH,
      { provider: 'gmail', purpose },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    return new URL(response.json<{ authorizationUrl: string }>().authorizationUrl);
  };

  /** Acts as the browser at the provider: signs in as `mailbox` and returns to the callback. */
  const consent = async (authorizationUrl: URL, mailbox: string) => {
    const back = await signInAtStandIn(
      new CookieJar(),
      authorizationUrl,
      { email: mailbox, name: 'Mailbox Owner' },
      (to) => `${to.origin}${to.pathname}` === REDIRECT_URI,
    );
    const code = back.url.searchParams.get('code');
    const state = back.url.searchParams.get('state');
    if (!code || !state) throw new Error(`did not come back: ${back.url.href}`);
    return { code, state };
  };

  const connect = (user: User, body: { code?: string; state?: string }) =>
    postJson(
      t.app,
      DATA_REQUEST_PATH,
      {
        requestInfo: { userName: user.email },
        requestBody: {
          oauthProvider: 'gmail',
          type: 'connect',
          oauthCode: body.code,
          state: body.state,
          writeEmailPermission: '1',
        },
      },
      { cookie: user.cookie },
    );

  const connectionsOf = (userId: string) =>
    t.database.db.select().from(mailboxConnections).where(eq(mailboxConnections.userId, userId));

  it('asks Google for read and send access with a session-bound state and PKCE', async () => {
    const user = await signedInUser(t);
    const url = await authorize(user);
    expect(url.href.startsWith(standIn.issuer)).toBe(true);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope:
        'openid email profile https://www.googleapis.com/auth/gmail.readonly https://www.googleapis.com/auth/gmail.send',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(Buffer.from(query.state!, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db
      .select()
      .from(mailboxAuthorizations)
      .where(eq(mailboxAuthorizations.state, query.state!));
    expect(row).toMatchObject({ userId: user.userId, provider: 'gmail', purpose: 'connect' });
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('refuses to start without a session or for an unknown provider', async () => {
    const anonymous = await postJson(t.app, MAILBOX_AUTHORIZE_PATH, { provider: 'gmail' });
    expect(anonymous.statusCode).toBe(401);
    const user = await signedInUser(t);
    const unknown = await postJson(
      t.app,
      MAILBOX_AUTHORIZE_PATH,
      { provider: 'yahoo' },
      { cookie: user.cookie },
    );
    expect(unknown.statusCode).toBe(400);
    const notConfigured = await postJson(
      t.app,
      MAILBOX_AUTHORIZE_PATH,
      { provider: 'outlook' },
      { cookie: user.cookie },
    );
    expect(notConfigured.statusCode).toBe(400);
    expect(notConfigured.json().data.reasonCode).toBe('ProviderNotAvailable');
  });

  it('connects the mailbox with sealed tokens and queues its scan', async () => {
    const user = await signedInUser(t);
    const mailbox = `owner-${Date.now()}@gmail.example`;
    const { code, state } = await consent(await authorize(user), mailbox);

    const response = await connect(user, { code, state });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.emailId).toBe(mailbox);

    const [connection] = await connectionsOf(user.userId);
    expect(connection).toMatchObject({ provider: 'gmail', address: mailbox, writePermission: 1 });
    const credentials = tokensOf(connection!);
    expect(credentials.kind).toBe('oauth');
    if (credentials.kind !== 'oauth') return;
    expect(credentials.accessToken).not.toBe('');
    expect(credentials.refreshToken).toBeTruthy();
    expect(credentials.scope).toContain('https://www.googleapis.com/auth/gmail.readonly');
    expect(credentials.expiresAt).toBeGreaterThan(Date.now());
    for (const token of [credentials.accessToken, credentials.refreshToken]) {
      if (token) expect(connection!.sealedCredentials).not.toContain(token);
    }
    expect(sent).toContainEqual({
      name: mailboxScanJob.name,
      payload: { connectionId: connection!.id },
    });

    // The state was single use: the same answer again is refused and changes nothing.
    const again = await connect(user, { code, state });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.reasonCode).toBe('InvalidState');
    expect(await connectionsOf(user.userId)).toHaveLength(1);

    // A grant that stopped working (revoked at Google) stops the scan until the person
    // reconnects: consenting again replaces the grant on the same row and resumes the scan.
    await t.database.db
      .update(mailboxConnections)
      .set({ needsReconnect: true, status: 'pending' })
      .where(eq(mailboxConnections.id, connection!.id));
    const jobsBefore = sent.length;
    const twice = await consent(await authorize(user), mailbox);
    const reconnected = await connect(user, twice);
    expect(reconnected.statusCode).toBe(200);
    const rows = await connectionsOf(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: connection!.id, needsReconnect: false });
    expect(rows[0]!.sealedCredentials).not.toBe(connection!.sealedCredentials);
    expect(sent.slice(jobsBefore)).toEqual([
      { name: mailboxScanJob.name, payload: { connectionId: connection!.id } },
    ]);
  });

  it('refuses a forged, foreign or expired state and writes nothing', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const { code, state } = await consent(await authorize(user), 'victim@gmail.example');

    const forged = await connect(user, { code, state: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().data.reasonCode).toBe('InvalidState');
    expect(forged.json().fields).toEqual([
      expect.objectContaining({ path: 'body.requestBody.state' }),
    ]);

    // Another person cannot finish this person's authorization, nor spend its state.
    const foreign = await connect(other, { code, state });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.reasonCode).toBe('InvalidState');
    expect(await connectionsOf(other.userId)).toEqual([]);

    // Nor can another session of the same person.
    const secondSignIn = await postJson(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'Reclaim!2026x',
    });
    const secondSession = { ...user, cookie: cookieHeader(secondSignIn.headers['set-cookie']) };
    expect(secondSession.cookie).not.toBe(user.cookie);
    const otherSession = await connect(secondSession, { code, state });
    expect(otherSession.statusCode).toBe(400);
    expect(otherSession.json().data.reasonCode).toBe('InvalidState');

    const missing = await connect(user, { code });
    expect(missing.json().data.reasonCode).toBe('InvalidState');

    await t.database.db
      .update(mailboxAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailboxAuthorizations.state, state));
    const expired = await connect(user, { code, state });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().data.reasonCode).toBe('InvalidState');
    expect(await connectionsOf(user.userId)).toEqual([]);
  });

  it('refuses a wrong code, spends the state and writes nothing', async () => {
    const user = await signedInUser(t);
    const { state } = await consent(await authorize(user), 'wrong-code@gmail.example');
    const wrong = await connect(user, { code: 'not-a-code', state });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.reasonCode).toBe('InvalidCode');
    expect(await connectionsOf(user.userId)).toEqual([]);
    const retried = await connect(user, { code: 'not-a-code', state });
    expect(retried.json().data.reasonCode).toBe('InvalidState');
  });

  it('revokes the grant at the revocation endpoint Google publishes on disconnect', async () => {
    const user = await signedInUser(t);
    const mailbox = `leaving-${Date.now()}@gmail.example`;
    expect((await connect(user, await consent(await authorize(user), mailbox))).statusCode).toBe(
      200,
    );
    const [connection] = await connectionsOf(user.userId);
    const credentials = tokensOf(connection!);
    const userinfo = () =>
      fetch(`${standIn.issuer}/me`, {
        headers: { Authorization: `Bearer ${credentials.accessToken}` },
      });
    expect((await userinfo()).status).toBe(200);

    const response = await postJson(
      t.app,
      DELETE_CONNECTION_PATH,
      { requestInfo: { userName: user.email }, requestBody: { emailId: mailbox } },
      { cookie: user.cookie },
    );

    expect(response.statusCode).toBe(200);
    expect(await connectionsOf(user.userId)).toEqual([]);
    // The refresh token is gone, and with its grant every access token issued under it.
    expect((await userinfo()).status).toBe(401);
    const refresh = await fetch(`${standIn.issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: credentials.refreshToken ?? '',
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    });
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('lets one person start at most 20 authorizations in 10 minutes', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const start = (who: User) =>
      postJson(t.app, MAILBOX_AUTHORIZE_PATH, { provider: 'gmail' }, { cookie: who.cookie });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await start(user)).statusCode).toBe(200);
    }

    const refused = await start(user);

    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many attempts to connect a mailbox. Please wait a few minutes and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await start(other)).statusCode).toBe(200);
  });

  const allowSending = (user: User, body: { code?: string; state?: string }) =>
    postJson(
      t.app,
      DATA_REQUEST_PATH,
      {
        requestInfo: { userName: user.email },
        requestBody: {
          oauthProvider: 'gmail',
          type: 'dsr',
          oauthCode: body.code,
          state: body.state,
          writeEmailPermission: '1',
        },
      },
      { cookie: user.cookie },
    );

  it('asks a connected mailbox for the send scope alone, added to what was granted before', async () => {
    const user = await signedInUser(t);
    const query = Object.fromEntries((await authorize(user, 'dsr')).searchParams);
    expect(query).toMatchObject({
      scope: 'openid email https://www.googleapis.com/auth/gmail.send',
      include_granted_scopes: 'true',
      access_type: 'offline',
      code_challenge_method: 'S256',
    });
  });

  it('lets a mailbox that could not send send, once the person allowed it', async () => {
    const user = await signedInUser(t);
    const mailbox = `sender-${Date.now()}@gmail.example`;
    await connect(user, await consent(await authorize(user), mailbox));
    const [connection] = await connectionsOf(user.userId);
    // As when the send box was unticked on Google's consent screen.
    await t.database.db
      .update(mailboxConnections)
      .set({ writePermission: 0 })
      .where(eq(mailboxConnections.id, connection!.id));

    const allowed = await allowSending(user, await consent(await authorize(user, 'dsr'), mailbox));

    expect(allowed.statusCode).toBe(200);
    const [after] = await connectionsOf(user.userId);
    expect(after).toMatchObject({ id: connection!.id, writePermission: 1 });
    const credentials = tokensOf(after!);
    expect(credentials.scope).toContain('gmail.send');
  });

  it('keeps a consent to connect and a consent to send apart', async () => {
    const user = await signedInUser(t);
    const mailbox = `apart-${Date.now()}@gmail.example`;
    const toConnect = await consent(await authorize(user), mailbox);

    const misused = await allowSending(user, toConnect);

    expect(misused.statusCode).toBe(400);
    expect(misused.json().data.reasonCode).toBe('InvalidState');
    expect(await connectionsOf(user.userId)).toEqual([]);

    const toSend = await consent(await authorize(user, 'dsr'), mailbox);
    const notConnected = await allowSending(user, toSend);
    expect(notConnected.statusCode).toBe(404);
    expect(notConnected.json().data.reasonCode).toBe('NotConnected');
  });
});
