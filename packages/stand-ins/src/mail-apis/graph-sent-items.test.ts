import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGraphEmulator, type GraphEmulator } from './graph-emulator.js';
import { generateMailbox } from './mailbox-generator.js';
import { call } from './test-client.js';

const ADA = 'ada@example.com';
const mailbox = generateMailbox({
  seed: 32,
  messages: 50,
  senders: 8,
  start: new Date('2020-01-01T00:00:00Z'),
  end: new Date('2021-01-01T00:00:00Z'),
});
const PROPERTY = 'String {0b5e2a37-62d4-4d5e-9e0a-5c4f8a3e7b21} Name RequestMessageId';
const FIELDS = '$select=id,conversationId,internetMessageId,parentFolderId';
const SENT_ITEMS = '/v1.0/me/mailFolders/sentitems/messages';
const messageWith = (value: string, id = PROPERTY) => ({
  subject: 'Deletion request',
  body: { contentType: 'HTML', content: '<p>Please delete my data.</p>' },
  toRecipients: [{ emailAddress: { address: 'Privacy@Shop-1.com' } }],
  singleValueExtendedProperties: [{ id, value }],
});
const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
const propertyFilter = (value: string, id = PROPERTY) =>
  `singleValueExtendedProperties/Any(ep: ep/id eq ${quoted(id)} and ep/value eq ${quoted(value)})`;

let graph: GraphEmulator;
const request = (path: string, init: Parameters<typeof call>[3] = {}) =>
  call(graph.baseUrl, 'ada-token', path, init);
const sendMail = (json: unknown) => request('/v1.0/me/sendMail', { json });
const list = (path: string, filter: string, extra = '') =>
  request(`${path}?$filter=${encodeURIComponent(filter)}&${FIELDS}${extra}`);
/** The messages of `path` whose property holds `value`. */
const withProperty = async (path: string, value: string, id = PROPERTY) => {
  const answer = await list(path, propertyFilter(value, id));
  expect(answer.status).toBe(200);
  return answer.body.value as { id: string; parentFolderId: string }[];
};

beforeEach(async () => {
  graph = await startGraphEmulator({
    mailboxes: new Map([[ADA, mailbox]]),
    resolveUser: async (token) => (token === 'ada-token' ? { email: ADA } : null),
  });
});

afterEach(async () => {
  await graph.close();
});

describe('Graph emulator: sendMail and its copy in Sent Items', () => {
  it('files one copy in Sent Items that keeps the extended property', async () => {
    expect((await sendMail({ message: messageWith('<req-1@reclaim.test>') })).status).toBe(202);

    const [copy, ...others] = await withProperty(SENT_ITEMS, '<req-1@reclaim.test>');
    expect(others).toEqual([]);
    expect(copy!.parentFolderId).toBe('sentitems');
    const expand = `$expand=singleValueExtendedProperties($filter=id eq '${PROPERTY}')`;
    const read = await request(`/v1.0/me/messages/${copy!.id}?${FIELDS}&${expand}`);
    expect(read.body.singleValueExtendedProperties).toEqual([
      { id: PROPERTY, value: '<req-1@reclaim.test>' },
    ]);
    expect(graph.sent(ADA)).toEqual([
      expect.objectContaining({
        messageId: expect.stringMatching(/^<[0-9a-f]{16}@emulator\.prod\.outlook\.com>$/),
        to: ['privacy@shop-1.com'],
        subject: 'Deletion request',
        body: '<p>Please delete my data.</p>',
      }),
    ]);
  });

  it('leaves the property out of answers that do not expand it, or expand another', async () => {
    await sendMail({ message: messageWith('<req-2@reclaim.test>') });
    const other = 'String {0b5e2a37-62d4-4d5e-9e0a-5c4f8a3e7b21} Name Other';

    const plain = await request(`${SENT_ITEMS}?${FIELDS}`);
    const expanded = await request(
      `${SENT_ITEMS}?${FIELDS}&$expand=singleValueExtendedProperties($filter=id eq '${other}')`,
    );

    expect(plain.body.value[0]).not.toHaveProperty('singleValueExtendedProperties');
    expect(expanded.body.value[0]).not.toHaveProperty('singleValueExtendedProperties');
  });

  it('matches the property id in any case but its name, and the value in any case', async () => {
    await sendMail({ message: messageWith('<Req-3@reclaim.test>') });

    expect(await withProperty(SENT_ITEMS, '<req-3@RECLAIM.test>')).toHaveLength(1);
    const loud = 'string {0B5E2A37-62D4-4D5E-9E0A-5C4F8A3E7B21} name RequestMessageId';
    expect(await withProperty('/v1.0/me/messages', '<Req-3@reclaim.test>', loud)).toHaveLength(1);
    const renamed = PROPERTY.replace('RequestMessageId', 'requestmessageid');
    expect(await withProperty(SENT_ITEMS, '<Req-3@reclaim.test>', renamed)).toEqual([]);
    expect(await withProperty(SENT_ITEMS, '<req-33@reclaim.test>')).toEqual([]);
  });

  it('reads single quotes doubled inside the filter’s strings', async () => {
    await sendMail({ message: messageWith("<o'brien@reclaim.test>") });

    expect(await withProperty(SENT_ITEMS, "<o'brien@reclaim.test>")).toHaveLength(1);
    expect(await withProperty(SENT_ITEMS, '<obrien@reclaim.test>')).toEqual([]);
  });

  it('files no copy with saveToSentItems false', async () => {
    await sendMail({ message: messageWith('<req-4@reclaim.test>'), saveToSentItems: false });

    expect((await request(`${SENT_ITEMS}?${FIELDS}`)).body.value).toEqual([]);
    expect(await withProperty('/v1.0/me/messages', '<req-4@reclaim.test>')).toEqual([]);
    expect(graph.sent(ADA)).toHaveLength(1);
  });

  it('refuses a malformed extended property and sends nothing', async () => {
    const answer = await sendMail({ message: messageWith('<req-5@reclaim.test>', 'Color') });

    expect(answer.status).toBe(400);
    expect(graph.sent(ADA)).toEqual([]);
  });

  it('leaves Sent copies out of the whole-mailbox list a scan reads', async () => {
    await sendMail({ message: messageWith('<req-6@reclaim.test>') });

    const all = await request(`/v1.0/me/messages?${FIELDS}&$top=1000`);

    expect(all.body.value).toHaveLength(50);
  });
});

describe('Graph emulator: $filter and $expand', () => {
  it.each([
    ["subject eq 'x'"],
    ["internetMessageId eq '<a@b>"],
    [propertyFilter('<a@b>', 'Color')],
    [`singleValueExtendedProperties/Any(ep: ep/id eq '${PROPERTY}' and ep/value ne 'x')`],
    [`singleValueExtendedProperties/Any(ep: ep/id eq '${PROPERTY}' and contains(ep/value, 'x'))`],
  ])('answers 400 for %s', async (filter) => {
    const answer = await list(SENT_ITEMS, filter);

    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('ErrorInvalidUrlQueryFilter');
  });

  it('answers 400 for an $expand other than one extended property', async () => {
    const answer = await request(`${SENT_ITEMS}?${FIELDS}&$expand=singleValueExtendedProperties`);

    expect(answer.status).toBe(400);
  });

  it('finds received mail by its internetMessageId', async () => {
    const [listed] = (await request(`/v1.0/me/messages?${FIELDS}&$top=1`)).body.value;

    const found = await list(
      '/v1.0/me/messages',
      `internetMessageId eq ${quoted(listed.internetMessageId)}`,
    );

    expect(found.body.value).toEqual([expect.objectContaining({ id: listed.id })]);
  });
});
