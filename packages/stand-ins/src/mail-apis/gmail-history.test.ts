import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedTokens } from './bearer-auth.js';
import { startGmailEmulator, type GmailEmulator } from './gmail-emulator.js';
import { generateMailbox, type MailboxMessage } from './mailbox-generator.js';
import { call } from './test-client.js';

const ADA = 'ada@example.com';
const USER = '/gmail/v1/users/me';
const newMail = (id: string, date: string): MailboxMessage => ({
  id,
  threadId: id,
  from: { name: 'Shop', address: 'news@mail.new-shop.com' },
  subject: 'Welcome',
  snippet: 'Hello',
  date: new Date(date),
  listUnsubscribe: true,
  labels: ['INBOX', 'CATEGORY_PROMOTIONS'],
});

let gmail: GmailEmulator;
const get = (path: string) => call(gmail.baseUrl, 'ada-token', path);
const send = (json: unknown) => call(gmail.baseUrl, 'ada-token', `${USER}/messages/send`, { json });

beforeEach(async () => {
  const mailbox = generateMailbox({
    seed: 8,
    messages: 30,
    senders: 6,
    start: new Date('2020-01-01T00:00:00Z'),
    end: new Date('2021-01-01T00:00:00Z'),
  });
  gmail = await startGmailEmulator({
    mailboxes: (email) => (email === ADA ? mailbox : undefined),
    resolveUser: fixedTokens({ 'ada-token': ADA }),
  });
});

afterEach(async () => {
  await gmail.close();
});

describe('Gmail emulator: history', () => {
  it('reports messages added after a history id, and nothing more once caught up', async () => {
    const { historyId, messagesTotal } = (await get(`${USER}/profile`)).body;
    expect(messagesTotal).toBe(30);
    gmail.addMessages(ADA, [
      newMail('a1', '2024-02-01T10:00:00Z'),
      newMail('a2', '2024-02-02T10:00:00Z'),
    ]);

    const history = await get(
      `${USER}/history?startHistoryId=${historyId}&historyTypes=messageAdded`,
    );
    expect(history.status).toBe(200);
    expect(
      history.body.history.map(
        (h: { messagesAdded: { message: { id: string } }[] }) => h.messagesAdded[0]!.message.id,
      ),
    ).toEqual(['a1', 'a2']);
    expect(Number(history.body.historyId)).toBe(Number(historyId) + 2);

    const caughtUp = await get(`${USER}/history?startHistoryId=${history.body.historyId}`);
    expect(caughtUp.body).toEqual({ historyId: history.body.historyId });
    expect((await get(`${USER}/messages?maxResults=1`)).body.messages[0].id).toBe('a2');
  });

  it('pages history with nextPageToken', async () => {
    const { historyId } = (await get(`${USER}/profile`)).body;
    gmail.addMessages(
      ADA,
      [1, 2, 3].map((n) => newMail(`p${n}`, `2024-03-0${n}T10:00:00Z`)),
    );

    const first = await get(`${USER}/history?startHistoryId=${historyId}&maxResults=2`);
    const second = await get(
      `${USER}/history?startHistoryId=${historyId}&maxResults=2&pageToken=${first.body.nextPageToken}`,
    );

    expect(first.body.history).toHaveLength(2);
    expect(second.body.history.map((h: { id: string }) => h.id)).toEqual([
      String(Number(historyId) + 3),
    ]);
    expect(second.body).not.toHaveProperty('nextPageToken');
  });

  it('answers 404 for a history id older than the retained log, as for an expired cursor', async () => {
    const { historyId } = (await get(`${USER}/profile`)).body;
    gmail.addMessages(ADA, [newMail('e1', '2024-04-01T10:00:00Z')]);
    gmail.expireHistory(ADA);

    const expired = await get(`${USER}/history?startHistoryId=${historyId}`);
    expect(expired.status).toBe(404);
    expect(expired.body.error.status).toBe('NOT_FOUND');

    const fresh = (await get(`${USER}/profile`)).body.historyId;
    expect((await get(`${USER}/history?startHistoryId=${fresh}`)).status).toBe(200);
  });

  it('answers 400 without a startHistoryId', async () => {
    expect((await get(`${USER}/history`)).status).toBe(400);
  });
});

describe('Gmail emulator: messages.send', () => {
  const raw = [
    'From: Ada <ada@example.com>',
    'To: Privacy Team <privacy@shop-1.com>',
    'Subject: =?UTF-8?B?TMO2c2NoYW5mcmFnZQ==?=',
    'Message-ID: <req-1@reclaim.test>',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('<p>Please delete my data.</p>').toString('base64'),
  ].join('\r\n');

  it('keeps the sent message, decoded, and answers with its ids and the SENT label', async () => {
    const answer = await send({ raw: Buffer.from(raw).toString('base64url') });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      threadId: answer.body.id,
      labelIds: ['SENT'],
    });
    const [sent] = gmail.sent(ADA);
    expect(sent).toMatchObject({
      id: answer.body.id,
      to: ['privacy@shop-1.com'],
      subject: 'Löschanfrage',
      body: '<p>Please delete my data.</p>',
      raw,
    });
    expect(sent!.headers['message-id']).toBe('<req-1@reclaim.test>');
    expect(gmail.stats(ADA).units).toBe(100);
  });

  it('accepts the upload form with the message as the body', async () => {
    const response = await fetch(
      `${gmail.baseUrl}/upload/gmail/v1/users/me/messages/send?uploadType=media`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer ada-token', 'Content-Type': 'message/rfc822' },
        body: raw,
      },
    );

    expect(response.status).toBe(200);
    expect(gmail.sent(ADA)[0]!.subject).toBe('Löschanfrage');
  });

  it('answers 400 without a recipient or without raw', async () => {
    expect(
      (await send({ raw: Buffer.from('Subject: x\r\n\r\nbody').toString('base64url') })).status,
    ).toBe(400);
    expect((await send({})).status).toBe(400);
    expect(gmail.sent(ADA)).toEqual([]);
  });
});
