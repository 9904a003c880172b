import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DATA_REQUEST_PATH, MAILBOX_AUTHORIZE_PATH } from '@reclaim/contract';
import { mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/job-queue';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';

/** How the fake issuer's token endpoint answers the next exchange. */
type TokenAnswer = 'garbage' | 'server-error' | 'invalid-grant' | 'no-address';

describe.each(testDatabases())('a failing Google token exchange on $name', (testDatabase) => {
  let t: TestApp;
  let issuer: Server;
  let answer: TokenAnswer = 'garbage';
  const sent: unknown[] = [];
  const queue = {
    send: async (_job: unknown, payload: unknown) => void sent.push(payload),
  } as unknown as JobQueue;

  beforeAll(async () => {
    issuer = createServer((request, response) => {
      const base = `http://127.0.0.1:${(issuer.address() as AddressInfo).port}`;
      const json = (status: number, body: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      if (request.url === '/.well-known/openid-configuration') {
        return json(200, {
          issuer: base,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          userinfo_endpoint: `${base}/userinfo`,
        });
      }
      if (request.url === '/userinfo') return json(200, { sub: 'someone' });
      if (answer === 'garbage') return response.writeHead(200).end('<html>not tokens</html>');
      if (answer === 'server-error') return json(503, { error: 'temporarily_unavailable' });
      if (answer === 'invalid-grant') return json(400, { error: 'invalid_grant' });
      return json(200, { access_token: 'an-access-token', expires_in: 3600 });
    });
    await new Promise<void>((resolve) => issuer.listen(0, '127.0.0.1', resolve));
    const { port } = issuer.address() as AddressInfo;
    t = await createTestApp(testDatabase, {
      queue,
      env: {
        GOOGLE_CLIENT_ID: 'reclaim-test',
        GOOGLE_CLIENT_SECRET: 'reclaim-test-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => issuer.close(resolve));
  });

  it.each([
    ['garbage', 502, 'ProviderError'],
    ['server-error', 502, 'ProviderError'],
    ['invalid-grant', 400, 'InvalidCode'],
    ['no-address', 502, 'ProviderError'],
  ] as const)('answers %s with %i %s and writes nothing', async (kind, status, reasonCode) => {
    answer = kind;
    const user = await signedInUser(t);
    const started = await postJson(
      t.app,
      MAILBOX_AUTHORIZE_PATH,
      { provider: 'gmail' },
      { cookie: user.cookie },
    );
    const state = new URL(
      started.json<{ authorizationUrl: string }>().authorizationUrl,
    ).searchParams.get('state');
    const response = await postJson(
      t.app,
      DATA_REQUEST_PATH,
      {
        requestInfo: { userName: user.email },
        requestBody: { oauthProvider: 'gmail', type: 'connect', oauthCode: 'a-code', state },
      },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().data.reasonCode).toBe(reasonCode);
    const rows = await t.database.db
      .select()
      .from(mailboxConnections)
      .where(eq(mailboxConnections.userId, user.userId));
    expect(rows).toEqual([]);
    expect(sent).toEqual([]);
  });
});
