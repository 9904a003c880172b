import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithLogin, exchangeCode } from '../oidc/oidc-code-flow.js';
import { discover, type DiscoveryDocument } from '../oidc/oidc-fetch-client.js';
import { startOidcStandIn, type OidcStandIn } from '../oidc/oidc-stand-in.js';
import { startGmailEmulator, type GmailEmulator } from './gmail-emulator.js';
import { startGraphEmulator, type GraphEmulator } from './graph-emulator.js';
import { generateMailbox } from './mailbox-generator.js';
import { call } from './test-client.js';
import { startTokenEndpointGate, type TokenEndpointGate } from './token-endpoint-gate.js';

const CLIENT = {
  clientId: 'reclaim-test',
  clientSecret: 'test-secret',
  redirectUris: ['http://127.0.0.1:3999/callback'],
};
const ADA = { email: 'ada@example.com', name: 'Ada Lovelace' };
const BOB = { email: 'bob@example.com', name: 'Bob' };
const SCOPE = 'openid email profile offline_access https://www.googleapis.com/auth/gmail.readonly';

let oidc: OidcStandIn;
let discovery: DiscoveryDocument;
let gmail: GmailEmulator;
let graph: GraphEmulator;
let gate: TokenEndpointGate;

async function signIn(person: { email: string; name: string }) {
  const outcome = await authorizeWithLogin(
    {
      discovery,
      clientId: CLIENT.clientId,
      redirectUri: CLIENT.redirectUris[0]!,
      scope: SCOPE,
      params: { prompt: 'consent' },
    },
    person,
  );
  const response = await exchangeCode(discovery, {
    ...CLIENT,
    redirectUri: CLIENT.redirectUris[0]!,
    code: outcome.callback.searchParams.get('code') ?? '',
    codeVerifier: outcome.codeVerifier,
    authentication: 'basic',
  });
  return (await response.json()) as { access_token: string; refresh_token: string };
}

const refresh = (refreshToken: string) =>
  fetch(gate.tokenUrl, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });

beforeAll(async () => {
  oidc = await startOidcStandIn({ clients: [CLIENT] });
  discovery = await discover(oidc.issuer);
  const mailbox = generateMailbox({
    seed: 1,
    messages: 20,
    senders: 5,
    start: new Date('2020-01-01'),
    end: new Date('2021-01-01'),
  });
  const mailboxes = new Map([[ADA.email, mailbox]]);
  gmail = await startGmailEmulator({ userInfoUrl: discovery.userinfo_endpoint, mailboxes });
  graph = await startGraphEmulator({ userInfoUrl: discovery.userinfo_endpoint, mailboxes });
  gate = await startTokenEndpointGate({
    issuer: oidc.issuer,
    refuseRefreshFor: (email) =>
      gmail.tokenFailureFor(email) !== null || graph.tokenFailureFor(email) !== null,
  });
});

afterAll(async () => {
  await Promise.all([gate?.close(), gmail?.close(), graph?.close()]);
  await oidc?.close();
});

describe('emulators with the OIDC stand-in', () => {
  it('know the caller by the access token the OIDC stand-in issued', async () => {
    const tokens = await signIn(ADA);

    expect(
      (await call(gmail.baseUrl, tokens.access_token, '/gmail/v1/users/me/profile')).body,
    ).toMatchObject({ emailAddress: ADA.email, messagesTotal: 20 });
    expect((await call(graph.baseUrl, tokens.access_token, '/v1.0/me')).body).toMatchObject({
      mail: ADA.email,
      displayName: ADA.name,
    });
    expect((await call(gmail.baseUrl, 'not-a-token', '/gmail/v1/users/me/profile')).status).toBe(
      401,
    );
  });

  it('passes refreshes through the gate until a test revokes the grant, then answers invalid_grant', async () => {
    const ada = await signIn(ADA);
    const bob = await signIn(BOB);
    expect((await refresh(ada.refresh_token)).status).toBe(200);

    gmail.failNext(ADA.email, 'invalid_grant');
    const api = await call(gmail.baseUrl, ada.access_token, '/gmail/v1/users/me/profile');
    expect(api.status).toBe(401);
    const refused = await refresh(ada.refresh_token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(bob.refresh_token)).status).toBe(200);

    gmail.clearFailures(ADA.email);
    const again = await signIn(ADA);
    expect((await refresh(again.refresh_token)).status).toBe(200);
  });
});
