import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphEmulator, type GraphEmulator } from './graph-emulator.js';
import { generateMailbox, type MailboxMessage } from './mailbox-generator.js';
import { call } from './test-client.js';

const ADA = 'ada@example.com';
const mailbox = generateMailbox({
  seed: 31,
  messages: 1500,
  senders: 30,
  start: new Date('2016-01-01T00:00:00Z'),
  end: new Date('2024-01-01T00:00:00Z'),
  spamTrashShare: 0.05,
});
const SELECT = '$select=id,subject,bodyPreview,receivedDateTime,from';
const inInbox = (m: MailboxMessage) => !m.labels.includes('SPAM') && !m.labels.includes('TRASH');

let graph: GraphEmulator;
const get = (path: string, headers?: Record<string, string>) =>
  call(graph.baseUrl, 'ada-token', path, headers ? { headers } : {});

async function followAll(path: string): Promise<{ ids: string[]; pages: number[] }> {
  const ids: string[] = [];
  const pages: number[] = [];
  let next: string | undefined = path;
  while (next) {
    const page = await get(next);
    expect(page.status).toBe(200);
    pages.push(page.body.value.length);
    ids.push(...page.body.value.map((m: { id: string }) => m.id));
    next = page.body['@odata.nextLink'];
  }
  return { ids, pages };
}

beforeAll(async () => {
  graph = await startGraphEmulator({
    mailboxes: new Map([[ADA, mailbox]]),
    resolveUser: async (token) =>
      token === 'ada-token' ? { email: ADA, name: 'Ada Lovelace' } : null,
  });
});

afterAll(async () => {
  await graph.close();
});

describe('Graph emulator: profile and messages', () => {
  it('describes the signed-in user at /v1.0/me', async () => {
    expect((await get('/v1.0/me')).body).toMatchObject({
      mail: ADA,
      userPrincipalName: ADA,
      displayName: 'Ada Lovelace',
    });
  });

  it('pages /me/messages newest first through @odata.nextLink with only the selected fields', async () => {
    const first = await get(`/v1.0/me/messages?${SELECT}&$top=10&$orderby=receivedDateTime desc`);
    const newest = mailbox.messages[0]!;

    expect(first.body.value).toHaveLength(10);
    expect(first.body.value[0]).toEqual({
      '@odata.etag': expect.any(String),
      id: expect.any(String),
      subject: newest.subject,
      bodyPreview: newest.snippet,
      receivedDateTime: newest.date.toISOString().replace('.000Z', 'Z'),
      from: { emailAddress: { name: newest.from.name, address: newest.from.address } },
    });
    expect(first.body['@odata.nextLink']).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/v1\.0\/me\/messages\?.*%24skip=10/,
    );
  });

  it('caps $top at 1000 and lists every folder under /me/messages', async () => {
    const { ids, pages } = await followAll(`/v1.0/me/messages?${SELECT}&$top=5000`);

    expect(pages).toEqual([1000, 500]);
    expect(new Set(ids).size).toBe(1500);
  });

  it('pages on its own side when started with a smaller page, whatever $top and Prefer ask', async () => {
    const paged = await startGraphEmulator({
      mailboxes: new Map([[ADA, mailbox]]),
      resolveUser: async (token) => (token === 'ada-token' ? { email: ADA } : null),
      maxPageSize: 400,
    });
    const pagesOf = async (path: string) => {
      const sizes: number[] = [];
      for (let next: string | undefined = path; next;) {
        const page = await call(paged.baseUrl, 'ada-token', next, {
          headers: { Prefer: 'odata.maxpagesize=1000' },
        });
        sizes.push(page.body.value.length);
        next = page.body['@odata.nextLink'] ?? undefined;
      }
      return sizes;
    };
    try {
      expect(await pagesOf(`/v1.0/me/messages?${SELECT}&$top=1000`)).toEqual([400, 400, 400, 300]);
      const inbox = mailbox.messages.filter(inInbox).length;
      const delta = await pagesOf(`/v1.0/me/mailFolders/inbox/messages/delta?${SELECT}`);
      expect(delta.slice(0, -1).every((size) => size === 400)).toBe(true);
      expect(delta.reduce((sum, size) => sum + size, 0)).toBe(inbox);
    } finally {
      await paged.close();
    }
  });

  it('lists only the inbox under /me/mailFolders/inbox/messages, junk under junkemail', async () => {
    const inbox = await followAll(`/v1.0/me/mailFolders/inbox/messages?${SELECT}&$top=1000`);
    const junk = await followAll(`/v1.0/me/mailFolders('JunkEmail')/messages?${SELECT}&$top=1000`);

    expect(inbox.ids).toHaveLength(mailbox.messages.filter(inInbox).length);
    expect(junk.ids).toHaveLength(mailbox.messages.filter((m) => m.labels.includes('SPAM')).length);
  });

  it('filters on receivedDateTime and orders ascending when asked', async () => {
    const since = '2023-01-01T00:00:00Z';
    const expected = mailbox.messages.filter((m) => m.date >= new Date(since));
    const answer = await get(
      `/v1.0/me/messages?${SELECT}&$top=1000&$filter=receivedDateTime ge ${since}&$orderby=receivedDateTime asc`,
    );

    expect(answer.body.value).toHaveLength(expected.length);
    expect(answer.body.value[0].subject).toBe(expected.at(-1)!.subject);
  });

  it('returns internetMessageHeaders and inferenceClassification only when selected', async () => {
    const answer = await get(
      '/v1.0/me/messages?$select=internetMessageHeaders,inferenceClassification&$top=1',
    );
    const [message] = answer.body.value;

    expect(message.internetMessageHeaders).toContainEqual({
      name: 'Subject',
      value: mailbox.messages[0]!.subject,
    });
    expect(['focused', 'other']).toContain(message.inferenceClassification);
    expect(message).not.toHaveProperty('subject');
  });

  it('reads one message by id with $select', async () => {
    const [listed] = (await get(`/v1.0/me/messages?${SELECT}&$top=1`)).body.value;
    const answer = await get(`/v1.0/me/messages/${listed.id}?$select=subject`);

    expect(answer.body).toMatchObject({ id: listed.id, subject: listed.subject });
  });
});

describe('Graph emulator: bodies are refused', () => {
  it.each([
    '/v1.0/me/messages?$select=subject,body',
    '/v1.0/me/messages?$select=uniqueBody',
    '/v1.0/me/messages',
    '/v1.0/me/messages?$select=subject&$expand=attachments',
    '/v1.0/me/mailFolders/inbox/messages/delta',
  ])('answers 403 to %s and counts it', async (path) => {
    const before = graph.stats(ADA).refused;
    const answer = await get(path);

    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('ErrorAccessDenied');
    expect(graph.stats(ADA).refused).toBe(before + 1);
  });

  it('refuses the MIME content at /$value', async () => {
    const [listed] = (await get(`/v1.0/me/messages?${SELECT}&$top=1`)).body.value;

    expect((await get(`/v1.0/me/messages/${listed.id}/$value`)).status).toBe(403);
  });

  it('answers 400 for a property messages do not have', async () => {
    const answer = await get('/v1.0/me/messages?$select=subjekt');

    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain("'subjekt'");
  });
});

describe('Graph emulator: sendMail', () => {
  const message = {
    subject: 'Deletion request',
    body: { contentType: 'HTML', content: '<p>Please delete my data.</p>' },
    toRecipients: [{ emailAddress: { address: 'Privacy@Shop-1.com' } }],
    internetMessageHeaders: [{ name: 'X-Reclaim-Request', value: 'r-1' }],
  };
  const send = (json: unknown) => call(graph.baseUrl, 'ada-token', '/v1.0/me/sendMail', { json });

  it('answers 202 and keeps the message', async () => {
    const answer = await send({ message, saveToSentItems: true });

    expect(answer.status).toBe(202);
    expect(graph.sent(ADA).at(-1)).toMatchObject({
      to: ['privacy@shop-1.com'],
      subject: 'Deletion request',
      body: '<p>Please delete my data.</p>',
      headers: { 'x-reclaim-request': 'r-1' },
    });
  });

  it('answers 400 without recipients or with a custom header not starting with X-', async () => {
    expect((await send({ message: { ...message, toRecipients: [] } })).body.error.code).toBe(
      'ErrorInvalidRecipients',
    );
    expect(
      (
        await send({
          message: { ...message, internetMessageHeaders: [{ name: 'Message-ID', value: '<a@b>' }] },
        })
      ).status,
    ).toBe(400);
  });
});
