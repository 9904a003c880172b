import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundTruth } from '@reclaim/stand-ins/mail-apis';
import { ReconnectRequiredError, type MailboxCredentials } from '../provider';
import {
  comparable,
  foldPages,
  mailboxOf,
  SCAN_TIME,
  scanAll,
  startGraphStand,
  type GraphStand,
} from '#testing/microsoft-test-kit';

const ADA = 'ada@example.com';
const mailbox = mailboxOf(3500, 40);
const truth = comparable(groundTruth(mailbox, { includeSpamTrash: true }));

let stand: GraphStand;
beforeAll(async () => {
  stand = await startGraphStand(new Map([[ADA, mailbox]]));
});
afterAll(async () => {
  await stand.close();
});

describe('Microsoft adapter: throttling and failures', () => {
  it('waits out 429 answers for Retry-After and retries server errors', async () => {
    stand.graph.resetStats(ADA);
    const provider = stand.provider();
    const access = stand.accessOf(ADA);
    stand.graph.failNext(ADA, '429', 2);
    const started = Date.now();
    const first = await provider.scan(access, null);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    stand.graph.failNext(ADA, '503');
    stand.graph.failNext(ADA, '500');
    const rest = await scanAll(provider, access, first.cursor);
    expect(comparable(foldPages([first, ...rest.pages], ADA))).toEqual(truth);
    expect(stand.graph.stats(ADA).rateLimited).toBe(2);
  });

  it('refreshes a token Graph no longer accepts, stores the new tokens and goes on', async () => {
    const changed: MailboxCredentials[] = [];
    const access = {
      ...stand.accessOf(ADA),
      onCredentialsChanged: async (credentials: MailboxCredentials) => {
        changed.push(credentials);
      },
    };
    const provider = stand.provider();
    const first = await provider.scan(access, null);
    stand.graph.failNext(ADA, '401');
    const rest = await scanAll(provider, access, first.cursor);
    expect(comparable(foldPages([first, ...rest.pages], ADA))).toEqual(truth);
    expect(changed).toEqual([
      expect.objectContaining({
        kind: 'oauth',
        accessToken: expect.stringMatching(/^access-/),
        // Microsoft rotates refresh tokens; the new one must be kept.
        refreshToken: expect.stringMatching(new RegExp(`^refresh:${ADA}#\\d+$`)),
      }),
    ]);
    expect(access.credentials).toEqual(changed[0]);
  });

  it('refreshes an expired token before using it', async () => {
    const before = stand.refreshes;
    const access = stand.accessOf(ADA, { accessToken: 'stale', expiresAt: SCAN_TIME - 1000 });
    const page = await stand.provider().scan(access, null);
    expect(page.messages.length).toBeGreaterThan(0);
    expect(stand.refreshes).toBe(before + 1);
  });

  it('asks to reconnect when the refresh is answered invalid_grant', async () => {
    stand.deadGrants.add(`refresh:${ADA}`);
    try {
      stand.graph.failNext(ADA, '401');
      await expect(stand.provider().scan(stand.accessOf(ADA), null)).rejects.toBeInstanceOf(
        ReconnectRequiredError,
      );
      const expired = stand.accessOf(ADA, { expiresAt: SCAN_TIME - 1000 });
      await expect(stand.provider().scan(expired, null)).rejects.toBeInstanceOf(
        ReconnectRequiredError,
      );
    } finally {
      stand.deadGrants.clear();
      stand.graph.clearFailures(ADA);
    }
  });

  it('asks to reconnect when the grant was revoked at Microsoft', async () => {
    stand.graph.failNext(ADA, 'invalid_grant');
    await expect(stand.provider().scan(stand.accessOf(ADA), null)).rejects.toBeInstanceOf(
      ReconnectRequiredError,
    );
    stand.graph.clearFailures(ADA);
  });

  it('never sends the access token to a link outside the Graph origin', async () => {
    const { cursor } = await scanAll(stand.provider(), stand.accessOf(ADA), null, 1);
    const forged = { ...cursor, next: 'http://127.0.0.2:9/v1.0/me/messages' };
    await expect(stand.provider().scan(stand.accessOf(ADA), forged)).rejects.toThrow(/Refusing/);
  });
});

describe('Microsoft adapter: revoking', () => {
  it('revokes nothing at Microsoft and resolves', async () => {
    await expect(stand.provider().revoke(stand.accessOf(ADA))).resolves.toBeUndefined();
  });
});
