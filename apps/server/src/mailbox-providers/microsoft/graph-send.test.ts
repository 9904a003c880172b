import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../provider';
import { MESSAGE_ID_PROPERTY } from './graph-send';
import { mailboxOf, startGraphStand, type GraphStand } from '#testing/microsoft-test-kit';
import { oauthCredentialsSchema } from '../shared/oauth-credentials';

const ADA = 'ada@example.com';
const LOOK_UP = 'GET /v1.0/me/mailFolders/sentitems/messages';
const SEND_MAIL = 'POST /v1.0/me/sendMail';

let stand: GraphStand;
beforeAll(async () => {
  stand = await startGraphStand(new Map([[ADA, mailboxOf(200, 10)]]));
});
afterAll(async () => {
  await stand.close();
});

const messageOf = (messageId: string): OutgoingMessage => ({
  to: 'privacy@shop-1.com',
  subject: 'Löschung meiner Daten',
  html: '<p>Please erase my data.</p>',
  messageId,
});

interface SentCopy {
  id: string;
  conversationId: string;
  singleValueExtendedProperties?: { id: string; value: string }[];
}

/** Ada's Sent Items as another Graph client reads them, each with our property where it has one. */
async function sentItems(): Promise<SentCopy[]> {
  const { credentials } = stand.accessOf(ADA);
  const token = oauthCredentialsSchema.parse(credentials).accessToken;
  const expand = encodeURIComponent(
    `singleValueExtendedProperties($filter=id eq '${MESSAGE_ID_PROPERTY}')`,
  );
  const response = await fetch(
    `${stand.graph.baseUrl}/v1.0/me/mailFolders/sentitems/messages` +
      `?$select=id,conversationId&$top=1000&$expand=${expand}`,
    { headers: { Authorization: `Bearer ${token}`, Prefer: 'IdType="ImmutableId"' } },
  );
  return ((await response.json()) as { value: SentCopy[] }).value;
}

const copiesOf = async (messageId: string) =>
  (await sentItems()).filter(
    (copy) => copy.singleValueExtendedProperties?.[0]?.value === messageId,
  );

const sentCount = () => stand.graph.sent(ADA).length;

const emptyPage = () => Response.json({ value: [] });

/**
 * A fetch to the emulator that records each request as `METHOD path`. `tamper` sees each one with
 * the number of `sendMail` calls so far and may answer instead of Graph, or cut the connection
 * once Graph has answered ('crash').
 */
function watchedFetch(
  tamper: (request: string, sends: number) => Response | 'crash' | undefined = () => undefined,
) {
  const requests: string[] = [];
  let sends = 0;
  const watched: typeof fetch = async (input, init) => {
    const request = `${init?.method ?? 'GET'} ${new URL(input).pathname}`;
    requests.push(request);
    if (request === SEND_MAIL) sends += 1;
    const substitute = tamper(request, sends);
    if (substitute instanceof Response) return substitute;
    const response = await fetch(input, init);
    if (substitute === 'crash') throw new TypeError('fetch failed');
    return response;
  };
  return { fetch: watched, requests };
}

describe('Microsoft adapter: sending exactly once', () => {
  it('sends through sendMail and files one Sent Items copy carrying our Message-ID', async () => {
    const before = sentCount();
    const watched = watchedFetch();

    const sent = await stand
      .provider({ fetch: watched.fetch })
      .send(stand.accessOf(ADA), messageOf('<req-1@r.test>'));

    expect(watched.requests).toEqual([LOOK_UP, SEND_MAIL, LOOK_UP]);
    expect(stand.graph.sent(ADA).slice(before)).toEqual([
      expect.objectContaining({
        to: ['privacy@shop-1.com'],
        subject: 'Löschung meiner Daten',
        body: '<p>Please erase my data.</p>',
      }),
    ]);
    const [copy, ...others] = await copiesOf('<req-1@r.test>');
    expect(others).toEqual([]);
    expect(copy!.singleValueExtendedProperties).toEqual([
      {
        id: 'String {bb089f05-7c76-4054-bf2b-fc9e147a1fb1} Name ReclaimMessageId',
        value: '<req-1@r.test>',
      },
    ]);
    expect(sent).toEqual({ providerMessageId: copy!.id, threadId: copy!.conversationId });
  });

  it('finds the copy of a send cut off after Microsoft took it, and sends no more', async () => {
    const before = sentCount();
    const cut = watchedFetch((request) => (request === SEND_MAIL ? 'crash' : undefined));
    await expect(
      stand.provider({ fetch: cut.fetch }).send(stand.accessOf(ADA), messageOf('<req-2@r.test>')),
    ).rejects.toThrow();
    expect(sentCount()).toBe(before + 1);
    const watched = watchedFetch();

    const again = await stand
      .provider({ fetch: watched.fetch })
      .send(stand.accessOf(ADA), messageOf('<req-2@r.test>'));

    expect(watched.requests).toEqual([LOOK_UP]);
    expect(sentCount()).toBe(before + 1);
    const copies = await copiesOf('<req-2@r.test>');
    expect(copies).toHaveLength(1);
    expect(again).toEqual({
      providerMessageId: copies[0]!.id,
      threadId: copies[0]!.conversationId,
    });
  });

  it('does not repeat a send Microsoft failed', async () => {
    const before = sentCount();
    const failing = watchedFetch((request) => {
      if (request === SEND_MAIL) stand.graph.failNext(ADA, '500');
      return undefined;
    });

    await expect(
      stand
        .provider({ fetch: failing.fetch })
        .send(stand.accessOf(ADA), messageOf('<req-3@r.test>')),
    ).rejects.toThrow();

    expect(failing.requests).toEqual([LOOK_UP, SEND_MAIL]);
    expect(sentCount()).toBe(before);
  });
});

describe('Microsoft adapter: the copy of a message just sent', () => {
  it('waits for a copy that shows up in Sent Items late', async () => {
    let hidden = 2;
    const late = watchedFetch((request, sends) =>
      sends > 0 && request === LOOK_UP && hidden-- > 0 ? emptyPage() : undefined,
    );
    const pauses: number[] = [];

    const sent = await stand
      .provider({ fetch: late.fetch, sleep: async (ms) => void pauses.push(ms) })
      .send(stand.accessOf(ADA), messageOf('<req-4@r.test>'));

    expect(late.requests).toEqual([LOOK_UP, SEND_MAIL, LOOK_UP, LOOK_UP, LOOK_UP]);
    expect(pauses).toHaveLength(2);
    const [copy] = await copiesOf('<req-4@r.test>');
    expect(sent.providerMessageId).toBe(copy!.id);
  });

  it('answers with our Message-ID when the copy does not show up within about 5 s', async () => {
    const before = sentCount();
    const missing = watchedFetch((request, sends) =>
      sends > 0 && request === LOOK_UP ? emptyPage() : undefined,
    );
    const pauses: number[] = [];

    const sent = await stand
      .provider({ fetch: missing.fetch, sleep: async (ms) => void pauses.push(ms) })
      .send(stand.accessOf(ADA), messageOf('<req-5@r.test>'));

    expect(sent).toEqual({ providerMessageId: '<req-5@r.test>' });
    expect(pauses.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(5000);
    expect(missing.requests.filter((request) => request === SEND_MAIL)).toHaveLength(1);
    expect(sentCount()).toBe(before + 1);
  });

  it('does not throw once Microsoft accepted the message, even if the look-up fails', async () => {
    const refused = watchedFetch((request, sends) =>
      sends > 0 && request === LOOK_UP
        ? Response.json(
            { error: { code: 'ErrorAccessDenied', message: 'Denied.' } },
            { status: 403 },
          )
        : undefined,
    );

    const sent = await stand
      .provider({ fetch: refused.fetch })
      .send(stand.accessOf(ADA), messageOf('<req-6@r.test>'));

    expect(sent).toEqual({ providerMessageId: '<req-6@r.test>' });
  });
});

describe('Microsoft adapter: finding what was sent', () => {
  it('finds the sent copy with the ids the send returned', async () => {
    const sent = await stand.provider().send(stand.accessOf(ADA), messageOf('<req-7@r.test>'));

    const found = await stand.provider().findSent!(stand.accessOf(ADA), '<req-7@r.test>');

    expect(found).toEqual(sent);
  });

  it('finds nothing for a Message-ID that never went out', async () => {
    const provider = stand.provider();

    expect(await provider.findSent!(stand.accessOf(ADA), '<never-sent@r.test>')).toBeNull();
    expect(await provider.findSent!(stand.accessOf(ADA), '<req-7@r.tes>')).toBeNull();
  });

  it('escapes single quotes in the Message-ID', async () => {
    const provider = stand.provider();
    const sent = await provider.send(stand.accessOf(ADA), messageOf("<o'brien@r.test>"));

    expect(await provider.findSent!(stand.accessOf(ADA), "<o'brien@r.test>")).toEqual(sent);
    expect(await provider.findSent!(stand.accessOf(ADA), "<o'neill@r.test>")).toBeNull();
    expect(await copiesOf("<o'brien@r.test>")).toHaveLength(1);
  });
});

describe('Microsoft adapter: a reply in the conversation of a message sent before', () => {
  const FORWARD = /^POST \/v1\.0\/me\/messages\/[^/]+\/forward$/;
  /** The reminder of the request `<req-N@r.test>`, whose sent copy has `providerMessageId`. */
  const reminderOf = (n: number, providerMessageId: string): OutgoingMessage => ({
    ...messageOf(`<reminder.req-${n}@r.test>`),
    subject: 'Re: Löschung meiner Daten',
    inReplyTo: { messageId: `<req-${n}@r.test>`, providerMessageId, threadId: null },
  });

  it('forwards the earlier copy to the recipient, in its conversation, marked for findSent', async () => {
    const provider = stand.provider();
    const request = await provider.send(stand.accessOf(ADA), messageOf('<req-20@r.test>'));
    const watched = watchedFetch();

    const reminder = await stand
      .provider({ fetch: watched.fetch })
      .send(stand.accessOf(ADA), reminderOf(20, request.providerMessageId));

    expect(watched.requests.filter((request) => FORWARD.test(request))).toHaveLength(1);
    expect(watched.requests).not.toContain(SEND_MAIL);
    expect(reminder.threadId).toBe(request.threadId);
    expect(await provider.findSent!(stand.accessOf(ADA), '<reminder.req-20@r.test>')).toEqual(
      reminder,
    );
    expect(stand.graph.sent(ADA).at(-1)).toMatchObject({
      to: ['privacy@shop-1.com'],
      subject: 'Re: Löschung meiner Daten',
    });
  });

  it('finds the earlier copy by our Message-ID when its id was not known', async () => {
    const request = await stand.provider().send(stand.accessOf(ADA), messageOf('<req-21@r.test>'));

    const reminder = await stand
      .provider()
      .send(stand.accessOf(ADA), reminderOf(21, '<req-21@r.test>'));

    expect(reminder.threadId).toBe(request.threadId);
  });

  it('sends a new message with sendMail when the earlier copy is gone', async () => {
    const before = sentCount();
    const watched = watchedFetch();

    await stand
      .provider({ fetch: watched.fetch })
      .send(stand.accessOf(ADA), reminderOf(22, 'AAkALgZ29uZQ'));

    expect(watched.requests.filter((request) => FORWARD.test(request))).toHaveLength(1);
    expect(watched.requests).toContain(SEND_MAIL);
    expect(sentCount()).toBe(before + 1);
    expect(await copiesOf('<reminder.req-22@r.test>')).toHaveLength(1);
  });
});
