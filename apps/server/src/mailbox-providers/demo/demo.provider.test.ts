import { describe, expect, it } from 'vitest';
import type { MailboxAccess, ScanCursor } from '../provider';
import { buildDemoMailbox } from './demo-mailbox';
import {
  createDemoProvider,
  DEMO_MAILBOX_ADDRESS,
  outboxMessageIdLine,
  toCompanyAnswerMail,
  toOutboxMail,
  type OutboxMail,
} from './demo.provider';

const SITES = Array.from({ length: 60 }, (_, i) => ({ name: `Site ${i}`, domain: `site${i}.com` }));
const access: MailboxAccess = {
  address: 'ada@example.com',
  credentials: { kind: 'none' },
  settings: {},
};

const NOW = new Date('2026-11-25T09:30:00Z');

describe('demo provider', () => {
  it('is read in pages with rising progress, then rescans find nothing new', async () => {
    const provider = createDemoProvider({ sites: SITES, deliver: async () => {}, now: () => NOW });
    let cursor: ScanCursor | null = null;
    const progress: number[] = [];
    let total = 0;
    let syncCursor: ScanCursor | undefined;
    do {
      const page = await provider.scan(access, cursor);
      total += page.messages.length;
      progress.push(page.progress);
      cursor = page.cursor;
      syncCursor = page.syncCursor;
    } while (cursor);
    expect(progress).toEqual([42, 83, 100]);
    expect(total).toBe(buildDemoMailbox('ada@example.com', SITES, NOW).length);
    const rescan = await provider.scan(access, syncCursor!);
    expect(rescan).toMatchObject({ messages: [], cursor: null, progress: 100 });
  });

  it('delivers the HTML as sent and a plain text that starts with our Message-ID', async () => {
    const outbox: OutboxMail[] = [];
    const provider = createDemoProvider({
      sites: SITES,
      deliver: async (mail) => void outbox.push(mail),
    });

    const sent = await provider.send(access, {
      to: 'privacy@site1.com',
      subject: 'Delete my data',
      html: '<p>Please delete <b>my</b> data.</p>',
      messageId: '<req-1@reclaim.example>',
    });

    expect(sent).toEqual({
      providerMessageId: '<req-1@reclaim.example>',
      threadId: '<req-1@reclaim.example>',
    });
    expect(outbox).toEqual([
      {
        recipient: 'privacy@site1.com',
        subject: 'Delete my data',
        text:
          'Message-ID: <req-1@reclaim.example>\n' +
          'From the demo mailbox ada@example.com\n\nPlease delete my data.',
        html: '<p>Please delete <b>my</b> data.</p>',
      },
    ]);
  });

  it('finds a sent message by asking the outbox for its Message-ID', async () => {
    const outbox: OutboxMail[] = [];
    const asked: string[] = [];
    const provider = createDemoProvider({
      sites: SITES,
      deliver: async (mail) => void outbox.push(mail),
      findDelivered: async (messageId) => {
        asked.push(messageId);
        return outbox.some((mail) => mail.text.split('\n')[0] === outboxMessageIdLine(messageId));
      },
    });
    const message = { to: 'privacy@site1.com', subject: 'x', html: 'x', messageId: '<req-2@r>' };

    expect(await provider.findSent!(access, '<req-2@r>')).toBeNull();
    const sent = await provider.send(access, message);
    expect(await provider.findSent!(access, '<req-2@r>')).toEqual(sent);
    expect(await provider.findSent!(access, '<req-3@r>')).toBeNull();
    expect(asked).toEqual(['<req-2@r>', '<req-2@r>', '<req-3@r>']);
  });

  it('offers no findSent nor findResponses without a way to ask the outbox', () => {
    const provider = createDemoProvider({ sites: SITES, deliver: async () => {} });

    expect('findSent' in provider).toBe(false);
    expect('findResponses' in provider).toBe(false);
  });

  it('finds the demo companies’ replies and bounces to the requests asked about, as arrived', async () => {
    const received: { text: string; subject: string; createdAt: Date }[] = [];
    const answer = (kind: 'reply' | 'bounce', inReplyTo: string, minutes: number) => {
      const mail = toCompanyAnswerMail({
        kind,
        from: 'privacy@site1.com',
        inReplyTo,
        subject: 'Re: x',
      });
      expect(mail.recipient).toBe(DEMO_MAILBOX_ADDRESS);
      received.push({ ...mail, createdAt: new Date(NOW.getTime() + minutes * 60_000) });
    };
    answer('reply', '<req-1@r>', -5);
    answer('bounce', '<req-2@r>', -3);
    answer('reply', '<req-9@r>', -1); // to a request not asked about
    answer('reply', '<req-3@r>', 10); // still on its way
    // Mail to the demo mailbox that is not a demo answer, though it names a request.
    received.push({ text: 'Hello\nIn-Reply-To: <req-1@r>', subject: 'Hi', createdAt: NOW });
    const asked: [string, Date][] = [];
    const provider = createDemoProvider({
      sites: SITES,
      deliver: async () => {},
      now: () => NOW,
      receivedBy: async (recipient, now) => {
        asked.push([recipient, now]);
        return received.filter((mail) => mail.createdAt <= now);
      },
    });
    const sent = (id: string) => ({
      messageId: id,
      providerMessageId: id,
      threadId: id,
      recipient: 'privacy@site1.com',
      sentAt: new Date('2026-11-01'),
    });

    const responses = await provider.findResponses!(
      access,
      ['<req-1@r>', '<req-2@r>', '<req-3@r>'].map(sent),
    );

    expect(asked).toEqual([[access.address, NOW]]);
    expect(responses).toEqual([
      {
        messageId: '<req-1@r>',
        kind: 'reply',
        date: new Date(NOW.getTime() - 300_000),
        subject: 'Re: x',
      },
      {
        messageId: '<req-2@r>',
        kind: 'bounce',
        date: new Date(NOW.getTime() - 180_000),
        subject: 'Re: x',
        reason: '550 5.1.1 <privacy@site1.com>: no such demo address',
      },
    ]);
  });
});

describe('what the demo mailbox delivers to the outbox', () => {
  it('reads as the letter does: paragraphs apart, the signature on its lines, no markup', () => {
    const mail = toOutboxMail('demo@reclaim.example', {
      to: 'privacy@shop.example',
      subject: 'Request to erase my personal data',
      html: '<p>Dear Officer,</p>\n<p>Kind regards,<br>Alice &lt;Tester&gt;<br>demo@reclaim.example</p>',
      messageId: '<r-1@reclaim.test>',
    });
    expect(mail.text).toBe(
      'Message-ID: <r-1@reclaim.test>\nFrom the demo mailbox demo@reclaim.example\n\n' +
        'Dear Officer,\n\nKind regards,\nAlice <Tester>\ndemo@reclaim.example',
    );
  });
});
