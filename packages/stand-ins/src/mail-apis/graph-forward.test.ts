import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGraphEmulator, type GraphEmulator } from './graph-emulator.js';
import { call } from './test-client.js';

const ADA = 'ada@example.com';
const PROPERTY = 'String {0b5e2a37-62d4-4d5e-9e0a-5c4f8a3e7b21} Name RequestMessageId';
const FIELDS = '$select=id,conversationId,subject,toRecipients,parentFolderId';
const SENT_ITEMS = '/v1.0/me/mailFolders/sentitems/messages';
const IMMUTABLE = { Prefer: 'IdType="ImmutableId"' };
const marked = (value: string) => [{ id: PROPERTY, value }];
const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

let graph: GraphEmulator;
const request = (path: string, init: Parameters<typeof call>[3] = {}) =>
  call(graph.baseUrl, 'ada-token', path, init);
/** The copy in Sent Items marked with `value`, by immutable id. */
const copyMarked = async (value: string) => {
  const filter = `singleValueExtendedProperties/Any(ep: ep/id eq ${quoted(PROPERTY)} and ep/value eq ${quoted(value)})`;
  const answer = await request(`${SENT_ITEMS}?$filter=${encodeURIComponent(filter)}&${FIELDS}`, {
    headers: IMMUTABLE,
  });
  return answer.body.value[0] as {
    id: string;
    conversationId: string;
    subject: string;
    toRecipients: { emailAddress: { address: string } }[];
  };
};
const forward = (id: string, json: unknown) =>
  request(`/v1.0/me/messages/${id}/forward`, { json, headers: IMMUTABLE });

beforeEach(async () => {
  graph = await startGraphEmulator({
    mailboxes: new Map(),
    resolveUser: async (token) => (token === 'ada-token' ? { email: ADA } : null),
  });
  await request('/v1.0/me/sendMail', {
    json: {
      message: {
        subject: 'Deletion request',
        body: { contentType: 'HTML', content: '<p>Please delete my data.</p>' },
        toRecipients: [{ emailAddress: { address: 'privacy@shop.example' } }],
        singleValueExtendedProperties: marked('<req-1@reclaim.test>'),
      },
    },
  });
});

afterEach(async () => {
  await graph.close();
});

describe('Graph emulator: forward', () => {
  it('sends in the conversation of the message, files a marked copy, answers 202', async () => {
    const original = await copyMarked('<req-1@reclaim.test>');

    const answer = await forward(original.id, {
      comment: '<p>A reminder.</p>',
      toRecipients: [{ emailAddress: { address: 'Privacy@Shop.example' } }],
      message: {
        subject: 'Re: Deletion request',
        singleValueExtendedProperties: marked('<reminder.req-1@reclaim.test>'),
      },
    });

    expect(answer.status).toBe(202);
    expect(answer.body).toBeNull();
    const copy = await copyMarked('<reminder.req-1@reclaim.test>');
    expect(copy).toMatchObject({
      conversationId: original.conversationId,
      subject: 'Re: Deletion request',
      toRecipients: [{ emailAddress: { address: 'privacy@shop.example' } }],
    });
    expect(copy.id).not.toBe(original.id);
    const [sent, forwarded] = graph.sent(ADA);
    expect(forwarded).toMatchObject({
      threadId: sent!.threadId,
      to: ['privacy@shop.example'],
      subject: 'Re: Deletion request',
      body: '<p>A reminder.</p><hr><p>Please delete my data.</p>',
    });
  });

  it('names the forward FW: and the original subject unless the message sets one', async () => {
    const original = await copyMarked('<req-1@reclaim.test>');

    await forward(original.id, {
      toRecipients: [{ emailAddress: { address: 'privacy@shop.example' } }],
    });

    expect(graph.sent(ADA).at(-1)!.subject).toBe('FW: Deletion request');
  });

  it('refuses an unknown message, no recipients, and a comment with a body', async () => {
    const original = await copyMarked('<req-1@reclaim.test>');
    const to = [{ emailAddress: { address: 'privacy@shop.example' } }];

    const unknown = await forward('AAkALgbm8tc3VjaA', { comment: 'x', toRecipients: to });
    const nobody = await forward(original.id, { comment: 'x' });
    const both = await forward(original.id, {
      comment: 'x',
      toRecipients: to,
      message: { body: { contentType: 'HTML', content: 'y' } },
    });

    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('ErrorItemNotFound');
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.code).toBe('ErrorInvalidRecipients');
    expect(both.status).toBe(400);
    expect(graph.sent(ADA)).toHaveLength(1);
  });
});
