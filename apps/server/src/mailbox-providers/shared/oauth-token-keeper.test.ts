import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailboxAccess } from '../provider';
import { createTokenKeeper } from './oauth-token-keeper';

const expiredAccess = (): MailboxAccess => ({
  address: 'ada@example.com',
  settings: {},
  credentials: {
    kind: 'oauth',
    accessToken: 'old',
    refreshToken: 'refresh',
    expiresAt: 0,
    scope: 'mail',
  },
});

describe('the token keeper against a token endpoint that never answers', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('gives up on the refresh after the request timeout, so no scan or send hangs on it', async () => {
    server = createServer(() => {
      // Takes the request and never answers.
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
    const keeper = createTokenKeeper(
      expiredAccess(),
      {
        tokenUrl,
        clientId: 'reclaim',
        clientSecret: 'secret',
        providerName: 'Google',
        requestTimeoutMs: 200,
      },
      fetch,
    );

    // A server that never answers would hold the refresh for good: the test's own time limit
    // fails a keeper that does not give up.
    await expect(keeper.accessToken()).rejects.toThrow(/timeout|aborted/i);
  }, 20_000);
});
