import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedTokens } from './bearer-auth.js';
import { startGmailEmulator, type GmailEmulator } from './gmail-emulator.js';
import { generateMailbox } from './mailbox-generator.js';
import { call } from './test-client.js';

const ADA = 'ada@example.com';
const USER = '/gmail/v1/users/me';
const mailbox = generateMailbox({
  seed: 12,
  messages: 40,
  senders: 8,
  start: new Date('2020-01-01T00:00:00Z'),
  end: new Date('2021-01-01T00:00:00Z'),
});
const rawWith = (headers: string[]) =>
  Buffer.from(
    [
      'From: ada@example.com',
      'To: privacy@shop-1.com',
      'Subject: Deletion request',
      ...headers,
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Please delete my data.</p>',
    ].join('\r\n'),
  ).toString('base64url');

let gmail: GmailEmulator;
const get = (path: string) => call(gmail.baseUrl, 'ada-token', path);
const send = (json: unknown) => call(gmail.baseUrl, 'ada-token', `${USER}/messages/send`, { json });
/** The `messages.list` answer for the search `q`. */
const search = async (q: string): Promise<Record<string, unknown>> => {
  const answer = await get(`${USER}/messages?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return answer.body as Record<string, unknown>;
};

beforeEach(async () => {
  gmail = await startGmailEmulator({
    mailboxes: new Map([[ADA, mailbox]]),
    resolveUser: fixedTokens({ 'ada-token': ADA }),
  });
});

afterEach(async () => {
  await gmail.close();
});

describe('Gmail emulator: finding sent mail by Message-ID', () => {
  it('keeps the Message-ID a sent message carried and finds it with rfc822msgid:', async () => {
    const sent = (await send({ raw: rawWith(['Message-ID: <req-7@reclaim.test>']) })).body;

    expect(gmail.sent(ADA)).toEqual([
      expect.objectContaining({ id: sent.id, messageId: '<req-7@reclaim.test>' }),
    ]);
    const expected = { messages: [{ id: sent.id, threadId: sent.threadId }] };
    expect(await search('rfc822msgid:<req-7@reclaim.test>')).toMatchObject(expected);
    expect(await search('rfc822msgid:req-7@reclaim.test')).toMatchObject(expected);
    expect(await search('rfc822msgid:<req-7@reclaim.test> in:sent')).toMatchObject(expected);
  });

  it('matches the whole Message-ID only', async () => {
    await send({ raw: rawWith(['Message-ID: <req-7@reclaim.test>']) });

    for (const q of ['rfc822msgid:req-7', 'rfc822msgid:<req-70@reclaim.test>', 'rfc822msgid:x']) {
      expect(await search(q)).toEqual({ resultSizeEstimate: 0 });
    }
  });

  it('answers with the thread a reply was sent into', async () => {
    const sent = await send({
      raw: rawWith(['Message-ID: <req-8@reclaim.test>']),
      threadId: 'thread-1',
    });

    expect(sent.body).toMatchObject({ threadId: 'thread-1' });
    expect((await search('rfc822msgid:<req-8@reclaim.test>')).messages).toEqual([
      { id: sent.body.id, threadId: 'thread-1' },
    ]);
  });

  it('gives a message without a Message-ID its own, which finds it', async () => {
    const sent = (await send({ raw: rawWith([]) })).body;
    const [kept] = gmail.sent(ADA);

    expect(kept!.messageId).toMatch(/^<[0-9a-f]{16}@mail\.gmail\.com>$/);
    expect((await search(`rfc822msgid:${kept!.messageId}`)).messages).toEqual([
      { id: sent.id, threadId: sent.threadId },
    ]);
  });

  it('finds received mail by the Message-ID its headers show', async () => {
    const [received] = mailbox.messages;
    const metadata = await get(
      `${USER}/messages/${received!.id}?format=metadata&metadataHeaders=Message-ID`,
    );
    const [header] = metadata.body.payload.headers;

    expect((await search(`rfc822msgid:${header.value}`)).messages).toEqual([
      { id: received!.id, threadId: received!.threadId },
    ]);
  });

  it('shows a sent message’s own headers to messages.get', async () => {
    const { id } = (await send({ raw: rawWith(['Message-ID: <req-9@reclaim.test>']) })).body;

    const metadata = await get(`${USER}/messages/${id}?format=metadata`);

    expect(metadata.body.labelIds).toEqual(['SENT']);
    expect(metadata.body.payload.headers).toEqual(
      expect.arrayContaining([
        { name: 'From', value: ADA },
        { name: 'To', value: 'privacy@shop-1.com' },
        { name: 'Message-ID', value: '<req-9@reclaim.test>' },
      ]),
    );
  });

  it('leaves sent mail out of other searches and of history, so scans see received mail', async () => {
    const before = (await get(`${USER}/profile`)).body;
    await send({ raw: rawWith(['Message-ID: <req-10@reclaim.test>']) });

    expect((await get(`${USER}/messages?maxResults=500`)).body.resultSizeEstimate).toBe(40);
    expect((await search('from:example.com')).resultSizeEstimate).toBe(0);
    expect((await get(`${USER}/profile`)).body.historyId).toBe(before.historyId);
  });

  it('charges a search by Message-ID like any messages.list, 5 units', async () => {
    gmail.resetStats(ADA);

    await search('rfc822msgid:<nothing@reclaim.test>');

    expect(gmail.stats(ADA)).toMatchObject({ units: 5, byMethod: { 'messages.list': 1 } });
  });

  it('answers 400 for rfc822msgid: without a value', async () => {
    expect((await get(`${USER}/messages?q=rfc822msgid:`)).status).toBe(400);
  });
});
