import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedTokens } from './bearer-auth.js';
import { startGmailEmulator, type GmailEmulator } from './gmail-emulator.js';
import { generateMailbox, type MailboxMessage } from './mailbox-generator.js';
import { call } from './test-client.js';

const ADA = 'ada@example.com';
const mailbox = generateMailbox({
  seed: 21,
  messages: 1200,
  senders: 40,
  start: new Date('2015-01-01T00:00:00Z'),
  end: new Date('2024-01-01T00:00:00Z'),
  spamTrashShare: 0.05,
});
const isSpamOrTrash = (m: MailboxMessage) =>
  m.labels.includes('SPAM') || m.labels.includes('TRASH');
const visible = mailbox.messages.filter((m) => !isSpamOrTrash(m));

let gmail: GmailEmulator;
const get = (path: string, token: string | null = 'ada-token') => call(gmail.baseUrl, token, path);
const USER = '/gmail/v1/users/me';

async function listAll(query: string): Promise<string[]> {
  const ids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await get(
      `${USER}/messages?maxResults=500${query}${pageToken ? `&pageToken=${pageToken}` : ''}`,
    );
    expect(page.status).toBe(200);
    ids.push(...(page.body.messages ?? []).map((m: { id: string }) => m.id));
    pageToken = page.body.nextPageToken;
  } while (pageToken);
  return ids;
}

beforeAll(async () => {
  gmail = await startGmailEmulator({
    mailboxes: new Map([['Ada@Example.com', mailbox]]),
    resolveUser: fixedTokens({ 'ada-token': ADA, 'bob-token': 'bob@example.com' }),
    // Quota has its own tests; here it would only slow the listing down.
    quota: { unitsPerSecond: 1_000_000 },
  });
});

afterAll(async () => {
  await gmail.close();
});

describe('Gmail emulator: messages.list', () => {
  it('pages through every id newest first, 500 at a time, leaving out SPAM and TRASH', async () => {
    const first = await get(`${USER}/messages?maxResults=500`);

    expect(first.body.messages).toHaveLength(500);
    expect(first.body.resultSizeEstimate).toBe(visible.length);
    expect(first.body.messages[0]).toEqual({ id: visible[0]!.id, threadId: visible[0]!.threadId });
    expect(await listAll('')).toEqual(visible.map((m) => m.id));
  });

  it('caps maxResults at 500 and defaults to 100', async () => {
    expect((await get(`${USER}/messages?maxResults=2000`)).body.messages).toHaveLength(500);
    expect((await get(`${USER}/messages`)).body.messages).toHaveLength(100);
  });

  it('includes SPAM and TRASH with includeSpamTrash=true', async () => {
    expect(await listAll('&includeSpamTrash=true')).toEqual(mailbox.messages.map((m) => m.id));
  });

  it('finds mail from a domain and all its subdomains with from:', async () => {
    const sender = mailbox.senders.find((s) => s.kind !== 'person')!;
    const expected = visible.filter(
      (m) =>
        m.from.address.endsWith(`.${sender.domain}`) ||
        m.from.address.endsWith(`@${sender.domain}`),
    );

    expect(await listAll(`&q=${encodeURIComponent(`from:${sender.domain}`)}`)).toEqual(
      expected.map((m) => m.id),
    );
    expect(expected.length).toBeGreaterThan(0);
  });

  it('finds mail from one exact address, and from either of two domains', async () => {
    const [a, b] = mailbox.senders.filter((s) => s.kind !== 'person');
    const fromA = visible.filter((m) => m.from.address === a!.address).map((m) => m.id);
    const fromEither = visible
      .filter((m) =>
        [a!.domain, b!.domain].some(
          (d) => m.from.address.endsWith(`.${d}`) || m.from.address.endsWith(`@${d}`),
        ),
      )
      .map((m) => m.id);

    expect(await listAll(`&q=from:${a!.address}`)).toEqual(fromA);
    expect(
      await listAll(`&q=${encodeURIComponent(`from:(${a!.domain} OR ${b!.domain})`)}`),
    ).toEqual(fromEither);
    expect(
      await listAll(`&q=${encodeURIComponent(`{from:${a!.domain} from:${b!.domain}}`)}`),
    ).toEqual(fromEither);
  });

  it('does not let from: match a longer domain that merely ends the same way', async () => {
    const { domain } = mailbox.senders.find((s) => s.kind !== 'person')!;
    const page = await get(`${USER}/messages?q=from:${domain.slice(2)}`);

    expect(page.body).toEqual({ resultSizeEstimate: 0 });
  });

  it('narrows by after: and before: in epoch seconds', async () => {
    const after = Date.UTC(2020, 0, 1) / 1000;
    const before = Date.UTC(2021, 0, 1) / 1000;
    const expected = visible.filter(
      (m) => m.date.getTime() >= after * 1000 && m.date.getTime() < before * 1000,
    );

    expect(await listAll(`&q=${encodeURIComponent(`after:${after} before:${before}`)}`)).toEqual(
      expected.map((m) => m.id),
    );
  });

  it('answers 400 for search terms it does not support, so a caller notices', async () => {
    const answer = await get(`${USER}/messages?q=has:attachment`);

    expect(answer.status).toBe(400);
    expect(answer.body.error.errors[0].reason).toBe('badRequest');
  });
});

describe('Gmail emulator: messages.get', () => {
  const target = visible.find((m) => m.listUnsubscribe)!;
  const metadata = `format=metadata&metadataHeaders=From&metadataHeaders=Subject&metadataHeaders=Date&metadataHeaders=List-Unsubscribe`;

  it('returns metadata with only the headers asked for and no body parts', async () => {
    const answer = await get(`${USER}/messages/${target.id}?${metadata}`);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: target.id,
      threadId: target.threadId,
      labelIds: target.labels,
      snippet: target.snippet,
      internalDate: String(target.date.getTime()),
    });
    expect(answer.body.payload.headers.map((h: { name: string }) => h.name)).toEqual([
      'Date',
      'From',
      'Subject',
      'List-Unsubscribe',
    ]);
    expect(answer.body.payload.headers).toContainEqual({
      name: 'From',
      value: `${target.from.name} <${target.from.address}>`,
    });
    expect(answer.body.payload.headers).toContainEqual({ name: 'Subject', value: target.subject });
    expect(answer.body.payload).not.toHaveProperty('parts');
    expect(answer.body.payload).not.toHaveProperty('body');
  });

  it.each(['format=full', 'format=raw', ''])(
    'refuses %s with 403 and counts the refusal',
    async (query) => {
      const before = gmail.stats(ADA).refused;
      const answer = await get(`${USER}/messages/${target.id}?${query}`);

      expect(answer.status).toBe(403);
      expect(answer.body.error.status).toBe('PERMISSION_DENIED');
      expect(gmail.stats(ADA).refused).toBe(before + 1);
    },
  );

  it('answers 404 for an unknown id', async () => {
    expect((await get(`${USER}/messages/ffffffffffffffff?format=metadata`)).status).toBe(404);
  });
});

describe('Gmail emulator: authentication', () => {
  it('answers 401 UNAUTHENTICATED without a token or with an unknown one', async () => {
    for (const token of [null, 'stolen']) {
      const answer = await get(`${USER}/profile`, token);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
    }
  });

  it("serves each user their own mailbox and refuses another user's", async () => {
    expect((await get(`${USER}/profile`, 'bob-token')).body).toMatchObject({
      emailAddress: 'bob@example.com',
      messagesTotal: 0,
    });
    expect((await get(`/gmail/v1/users/${ADA}/profile`)).body.messagesTotal).toBe(1200);
    expect((await get(`/gmail/v1/users/${ADA}/profile`, 'bob-token')).status).toBe(403);
  });
});
