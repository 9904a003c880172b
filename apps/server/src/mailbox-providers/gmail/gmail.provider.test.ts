import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundTruth } from '@reclaim/stand-ins/mail-apis';
import { ReconnectRequiredError, type MailboxCredentials } from '../provider';
import {
  comparable,
  foldPages,
  mailboxOf,
  scanAll,
  startGmailStand,
  type GmailStand,
} from '#testing/gmail-test-kit';

const ADA = 'ada@example.com';
const PACED = 'paced@example.com';
const mailbox = mailboxOf(1500, 30);
const truth = comparable(groundTruth(mailbox, { includeSpamTrash: false }));
const FAST = { unitsPerSecond: 20_000, maxConcurrent: 5 };

let stand: GmailStand;
beforeAll(async () => {
  stand = await startGmailStand(
    new Map([
      [ADA, mailbox],
      [PACED, mailbox],
    ]),
    FAST,
  );
});
afterAll(async () => {
  await stand.close();
});

describe('Gmail adapter: quota and failures', () => {
  it("keeps within Google's legacy 250 units a second and 5 requests in flight", async () => {
    const paced = await startGmailStand(new Map([[PACED, mailbox]]), { regime: 'legacy' });
    try {
      const provider = paced.provider({ unitsPerSecond: undefined, maxConcurrent: undefined });
      const started = Date.now();
      const { pages } = await scanAll(provider, paced.accessOf(PACED));
      const seconds = (Date.now() - started) / 1000;
      const stats = paced.gmail.stats(PACED);
      expect(comparable(foldPages(pages, PACED))).toEqual(truth);
      expect(stats.rateLimited).toBe(0);
      expect(stats.maxInFlight).toBeLessThanOrEqual(5);
      // A second's units may go at once, then the rolling second holds the pace.
      expect(seconds).toBeGreaterThanOrEqual(stats.units / 250 - 1);
    } finally {
      await paced.close();
    }
  });

  it('waits out 429 answers and retries server errors', async () => {
    stand.gmail.resetStats(ADA);
    stand.gmail.failNext(ADA, '429', 2);
    const provider = stand.provider({ sendersPerPage: 5 });
    const access = stand.accessOf(ADA);
    const first = await provider.scan(access, null);
    expect(first.cursor).not.toBeNull();
    stand.gmail.failNext(ADA, '500');
    stand.gmail.failNext(ADA, '503');
    const rest = await scanAll(provider, access, first.cursor);
    expect(comparable(foldPages([first, ...rest.pages], ADA))).toEqual(truth);
    expect(stand.gmail.stats(ADA).rateLimited).toBe(2);
  });

  it('gives up on a server error that does not go away', async () => {
    stand.gmail.failNext(ADA, '500', 5);
    await expect(stand.provider().scan(stand.accessOf(ADA), null)).rejects.toThrow(/Backend Error/);
    stand.gmail.clearFailures(ADA);
  });

  it('refreshes a token Google no longer accepts, stores it and goes on', async () => {
    const changed: MailboxCredentials[] = [];
    const access = {
      ...stand.accessOf(ADA),
      onCredentialsChanged: async (credentials: MailboxCredentials) => {
        changed.push(credentials);
      },
    };
    const provider = stand.provider({ sendersPerPage: 5 });
    const first = await provider.scan(access, null);
    expect(first.cursor).not.toBeNull();
    stand.gmail.failNext(ADA, '401');
    const rest = await scanAll(provider, access, first.cursor);
    expect(comparable(foldPages([first, ...rest.pages], ADA))).toEqual(truth);
    expect(changed).toEqual([
      expect.objectContaining({ kind: 'oauth', refreshToken: `refresh:${ADA}` }),
    ]);
    expect(changed[0]).toMatchObject({ accessToken: expect.stringMatching(/^access-/) });
    expect(access.credentials).toEqual(changed[0]);
  });

  it('refreshes an expired token before using it', async () => {
    const before = stand.refreshes;
    const access = stand.accessOf(ADA, { accessToken: 'stale', expiresAt: Date.now() - 1000 });
    const page = await stand.provider().scan(access, null);
    expect(page.senderTotals!.length).toBeGreaterThan(0);
    expect(stand.refreshes).toBe(before + 1);
  });

  it('asks to reconnect when the refresh is answered invalid_grant', async () => {
    const access = stand.accessOf(ADA);
    stand.deadGrants.add(`refresh:${ADA}`);
    try {
      stand.gmail.failNext(ADA, '401');
      await expect(stand.provider().scan(access, null)).rejects.toBeInstanceOf(
        ReconnectRequiredError,
      );
      const expired = stand.accessOf(ADA, { expiresAt: Date.now() - 1000 });
      await expect(stand.provider().scan(expired, null)).rejects.toBeInstanceOf(
        ReconnectRequiredError,
      );
    } finally {
      stand.deadGrants.clear();
      stand.gmail.clearFailures(ADA);
    }
  });

  it('asks to reconnect when the grant was revoked at Google', async () => {
    stand.gmail.failNext(ADA, 'invalid_grant');
    await expect(stand.provider().scan(stand.accessOf(ADA), null)).rejects.toBeInstanceOf(
      ReconnectRequiredError,
    );
    stand.gmail.clearFailures(ADA);
  });
});

describe('Gmail adapter: sending and revoking', () => {
  it('sends an HTML message with its plain-text part from the mailbox, with our Message-ID', async () => {
    const sent = await stand.provider().send(stand.accessOf(ADA), {
      to: 'privacy@shop-1.com',
      subject: 'Löschung meiner Daten',
      html: '<p>Please erase my data.</p>',
      messageId: '<req-42@reclaim.local>',
    });
    const [mail] = stand.gmail.sent(ADA).slice(-1);
    expect(sent).toEqual({ providerMessageId: mail!.id, threadId: mail!.threadId });
    expect(mail).toMatchObject({
      to: ['privacy@shop-1.com'],
      subject: 'Löschung meiner Daten',
      messageId: '<req-42@reclaim.local>',
    });
    expect(mail!.headers).toMatchObject({ from: ADA, 'message-id': '<req-42@reclaim.local>' });
    expect(mail!.headers['content-type']).toMatch(/^multipart\/alternative;/i);
    expect(mail!.raw).toMatch(
      /Content-Type: text\/plain; charset=utf-8\r?\n(?:.*\r?\n)*?\r?\nPlease erase my data\.\r?\n/,
    );
    expect(mail!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(mail!.body).toContain('<p>Please erase my data.</p>');
  });

  it('does not send twice when Google fails the send', async () => {
    const count = stand.gmail.sent(ADA).length;
    stand.gmail.failNext(ADA, '500');
    const message = { to: 'a@shop-1.com', subject: 'Hi', html: '<p>x</p>', messageId: '<m@r>' };
    await expect(stand.provider().send(stand.accessOf(ADA), message)).rejects.toThrow();
    expect(stand.gmail.sent(ADA).length).toBe(count);
  });

  it('finds the sent copy by our Message-ID, with the ids the send returned', async () => {
    const provider = stand.provider();
    const message = { to: 'a@shop-1.com', subject: 'Hi', html: '<p>x</p>', messageId: '<f-1@r>' };
    const sent = await provider.send(stand.accessOf(ADA), message);

    expect(await provider.findSent!(stand.accessOf(ADA), '<f-1@r>')).toEqual(sent);
    expect(await stand.provider().findSent!(stand.accessOf(ADA), '<f-1@r>')).toEqual(sent);
  });

  it('finds nothing for a Message-ID that never went out', async () => {
    const found = await stand.provider().findSent!(stand.accessOf(ADA), '<never-sent@r>');

    expect(found).toBeNull();
  });

  it('searches for the copy as a messages.list, through the quota gate', async () => {
    const slow = await startGmailStand(new Map([[PACED, mailbox]]), { unitsPerSecond: 100 });
    try {
      const provider = slow.provider();
      const access = slow.accessOf(PACED);
      const message = { to: 'a@shop-1.com', subject: 'Hi', html: '<p>x</p>', messageId: '<q@r>' };
      await provider.send(access, message);
      const sentAt = Date.now();

      expect(await provider.findSent!(access, '<q@r>')).not.toBeNull();

      // The send spent the second's 100 units: the search waits until they have aged out.
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(950);
      expect(slow.gmail.stats(PACED)).toMatchObject({
        units: 105,
        rateLimited: 0,
        byMethod: { 'messages.send': 1, 'messages.list': 1 },
      });
    } finally {
      await slow.close();
    }
  });

  it('revokes the refresh token, and never throws when that fails', async () => {
    const access = stand.accessOf(ADA);
    await stand.provider({ revokeUrl: stand.revokeUrl }).revoke(access);
    expect(stand.revoked.at(-1)).toBe(`refresh:${ADA}`);
    await expect(
      stand.provider({ revokeUrl: 'http://127.0.0.1:9/revoke' }).revoke(access),
    ).resolves.toBeUndefined();
  });

  it('finds the revoke endpoint when revoking and authenticates as the client', async () => {
    const posted: { url: string; form: Record<string, string> }[] = [];
    // The adapter posts a URL string with a URLSearchParams body.
    const recordingFetch: typeof fetch = async (input, init) => {
      posted.push({
        url: input as string,
        form: Object.fromEntries(init?.body as URLSearchParams),
      });
      return fetch(input, init);
    };
    const access = stand.accessOf(ADA);

    await stand
      .provider({ revokeUrl: async () => stand.revokeUrl, fetch: recordingFetch })
      .revoke(access);

    expect(stand.revoked.at(-1)).toBe(`refresh:${ADA}`);
    expect(posted).toEqual([
      {
        url: stand.revokeUrl,
        form: { token: `refresh:${ADA}`, client_id: 'reclaim', client_secret: 'secret' },
      },
    ]);
    // An issuer without a revocation endpoint, or one whose discovery fails, is given up quietly.
    const noEndpoint = stand.provider({ revokeUrl: async () => undefined, fetch: recordingFetch });
    await expect(noEndpoint.revoke(access)).resolves.toBeUndefined();
    const unreadable = stand.provider({
      revokeUrl: () => Promise.reject(new Error('discovery failed')),
      fetch: recordingFetch,
    });
    await expect(unreadable.revoke(access)).resolves.toBeUndefined();
    expect(posted).toHaveLength(1);
  });
});

describe('Gmail adapter: the addresses a mailbox sends as', () => {
  it('lists the send-as aliases, not the primary address, for a unit of quota', async () => {
    const email = 'alias@example.com';
    const local = await startGmailStand(
      new Map([
        [email, { ...mailboxOf(10, 3), aliases: ['Alex@Work.example', 'a.b@family.example'] }],
      ]),
      FAST,
    );
    try {
      const aliases = await local.provider().listAliases!(local.accessOf(email));
      expect(aliases).toEqual(['alex@work.example', 'a.b@family.example']);
      expect(local.gmail.stats(email).byMethod).toEqual({ 'settings.sendAs.list': 1 });
    } finally {
      await local.close();
    }
  });
});
