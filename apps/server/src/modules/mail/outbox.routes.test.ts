import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertOutboxMessage } from './outbox.repository';

describe.each(testDatabases())('the local outbox on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: '/dev/outbox',
      remoteAddress,
      headers: { accept: 'application/json', ...headers },
    });

  it('lists the mail to a client on the same machine', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const response = await outbox(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.json(), address).toEqual({ messages: expect.any(Array) });
    }
  });

  it('shows a letter as sent, its HTML in a sandboxed frame that can run and load nothing', async () => {
    await insertOutboxMessage(t.database.db, {
      recipient: 'privacy@shop.example',
      subject: 'Request to erase my personal data',
      text: 'Dear Officer,\n\nKind regards,\nAlice "A" <Tester>',
      html: '<p>Dear Officer,</p><p>Kind regards,<br>Alice "A" &lt;Tester&gt;</p><script>alert(1)</script>',
    });

    const response = await outbox('127.0.0.1', { accept: 'text/html' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const frames = [...response.body.matchAll(/<iframe ([^>]*)><\/iframe>/g)].map((m) => m[1]);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatch(/^sandbox title="The letter as sent" srcdoc="[^"<>]*"$/);
    // The frame's document is the letter's HTML exactly, the script included yet never run.
    const srcdoc = frames[0]!
      .match(/srcdoc="([^"]*)"/)![1]!
      .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
    expect(srcdoc).toBe(
      '<p>Dear Officer,</p><p>Kind regards,<br>Alice "A" &lt;Tester&gt;</p><script>alert(1)</script>',
    );
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain(
      '<summary>Plain-text part</summary><pre>Dear Officer,\n\nKind regards,\nAlice &#34;A&#34; &#60;Tester&#62;</pre>',
    );
  });

  it('answers 404, as if there were no outbox, to a client on another machine', async () => {
    for (const address of ['192.168.1.20', '10.0.0.5', '203.0.113.9', '::ffff:192.168.1.20']) {
      const response = await outbox(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json(), address).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body, address).not.toContain('messages');
    }
  });

  it('answers 404 when a local proxy forwards a request from another machine', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-forwarded-for': 'not-an-address' },
      { forwarded: 'for=203.0.113.9;proto=http' },
      { forwarded: 'for=127.0.0.1, for="[2001:db8:cafe::17]:4711"' },
      { forwarded: 'for=unknown' },
    ];
    for (const headers of forwarded) {
      const response = await outbox('127.0.0.1', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('lists the mail when every forwarding hop is on the same machine', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '::1, 127.0.0.1' },
      { forwarded: 'for=127.0.0.1;proto=http;by="[::1]:3000"' },
      { forwarded: 'for="[::1]:51234"' },
    ];
    for (const headers of forwarded) {
      const response = await outbox('127.0.0.1', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  describe('a demo company answering', () => {
    const answer = (body: unknown, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/dev/outbox/answer',
        remoteAddress,
        payload: body as object,
      });
    const listed = async () =>
      (await outbox('127.0.0.1')).json().messages as {
        recipient: string;
        subject: string;
        text: string;
      }[];

    it('answers the newest request the demo mailbox sent to the address, now or later', async () => {
      for (const [id, minutesAgo] of [
        ['older', 10],
        ['newer', 5],
      ] as const) {
        await insertOutboxMessage(t.database.db, {
          recipient: 'privacy@answers.example',
          subject: `Request ${id}`,
          text: `Message-ID: <${id}@localhost>\nFrom the demo mailbox demo@reclaim.example\n\nDear team`,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        });
      }

      const now = await answer({ to: 'Privacy@answers.example', kind: 'reply' });
      const later = await answer({
        to: 'privacy@answers.example',
        kind: 'bounce',
        afterSeconds: 3600,
      });

      expect(now.statusCode).toBe(201);
      expect(now.json()).toMatchObject({
        messageId: '<newer@localhost>',
        recipient: 'demo@reclaim.example',
      });
      expect(later.statusCode).toBe(201);
      // The bounce arrives in an hour: until then the outbox, and the demo mailbox, show only the reply.
      const arrived = (await listed()).filter((mail) => mail.recipient === 'demo@reclaim.example');
      expect(arrived).toEqual([
        expect.objectContaining({
          subject: 'Re: Request newer',
          text: expect.stringMatching(
            /^Demo-Answer: reply\nIn-Reply-To: <newer@localhost>\nFrom: privacy@answers.example\n/,
          ),
        }),
      ]);
    });

    it('refuses a bad answer naming the field, an address no request went to, and other machines', async () => {
      const bad = await answer({ to: 'privacy@answers.example', kind: 'silence' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0].path).toBe('body.kind');
      const nowhere = await answer({ to: 'nobody@nowhere.example', kind: 'reply' });
      expect(nowhere.statusCode).toBe(404);
      expect(nowhere.json().fields[0].path).toBe('body.to');
      const remote = await answer({ to: 'privacy@answers.example', kind: 'reply' }, '203.0.113.9');
      expect(remote.statusCode).toBe(404);
    });
  });
});
