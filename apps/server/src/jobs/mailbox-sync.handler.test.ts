import { randomUUID } from 'node:crypto';
import { bouncedRecipients, domainRecords } from '@reclaim/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import { asMailClient } from '#testing/as-mail-client';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { handleDeletionRequestSend, messageIdOf } from './deletion-request-send.handler';
import { handleMailboxSync, scheduleMailboxSyncs } from './mailbox-sync.handler';
import { undeliveredReason } from '../modules/deletion-requests/undelivered';
import {
  hasDovecot,
  startMailboxStands,
  type MailboxStands,
  type StandKind,
} from '#testing/mailbox-stands';
import {
  MESSAGE_ID_DOMAIN,
  readRequest,
  RECIPIENT,
  SECRET_KEY,
  seedProcessingRequest,
} from '#testing/send-crash-kit';

/** A minute after now, in whole seconds: later than the request's send, as an answer is. */
const later = () => new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);

const REPLY_SUBJECT = 'Re: Request to erase my personal data [ticket 4711]';
const BOUNCE_SUBJECT = 'Delivery Status Notification (Failure)';

/** How a mailbox under test receives mail, and what the sync is given to read it. */
interface MailboxUnderTest {
  kind: StandKind;
  /** Delivers the company's reply to the request. */
  deliverReply: (address: string, request: Sent) => Promise<void>;
  /** Delivers the mail system's report that the request could not be delivered. */
  deliverBounce: (address: string, request: Sent) => Promise<void>;
  /** The reason a real bounce of this provider fails the request with, after the prefix. */
  bounceReason: string;
  /** Delivers the forgery of the review: a plain mail "from MAILER-DAEMON" naming the request. */
  deliverForgedBounce: (address: string, request: Sent) => Promise<void>;
  /**
   * Delivers a well-formed delivery report naming the request and its recipient, from a mail
   * system that is not the mailbox's own (the company's, which received the request).
   */
  deliverForeignReport: (address: string, request: Sent) => Promise<void>;
  /** Delivers mail from the company that answers nothing (a newsletter). */
  deliverUnrelated: (address: string) => Promise<void>;
}

interface Sent {
  messageId: string;
  threadId: string;
}

describe('mailbox.sync: replies and bounces of sent deletion requests', () => {
  const PASSWORD = 'app-password-2';
  let stands: MailboxStands;
  beforeAll(async () => {
    stands = await startMailboxStands(['ada', 'ben', 'cy'], PASSWORD);
  });
  afterAll(() => stands?.close());

  /** A stored message of the emulators: `threadId` puts it in the request's conversation. */
  const emulatorMail = (
    threadId: string,
    from: string,
    subject: string,
    extraHeaders: Record<string, string>,
  ): MailboxMessage => ({
    id: randomUUID().replace(/-/g, '').slice(0, 16),
    threadId,
    from: { name: '', address: from },
    subject,
    snippet: '',
    date: later(),
    listUnsubscribe: false,
    labels: ['INBOX'],
    extraHeaders,
  });
  const emulatorBounce = (request: Sent) =>
    emulatorMail(request.threadId, 'mailer-daemon@googlemail.com', BOUNCE_SUBJECT, {
      'X-Failed-Recipients': RECIPIENT,
      'Content-Type': 'multipart/report; report-type=delivery-status; boundary="r1"',
    });
  const emulatorReply = (request: Sent) =>
    emulatorMail(request.threadId, RECIPIENT, REPLY_SUBJECT, {
      'In-Reply-To': request.messageId,
      References: request.messageId,
    });
  /** A report as a mail system writes it, from `from`, in the request's conversation. */
  const emulatorReport = (request: Sent, from: string, extra: Record<string, string> = {}) =>
    emulatorMail(request.threadId, from, BOUNCE_SUBJECT, {
      'X-Failed-Recipients': RECIPIENT,
      'Content-Type': 'multipart/report; report-type=delivery-status; boundary="r1"',
      'Return-Path': '<>',
      ...extra,
    });
  /** The review's forgery: "from MAILER-DAEMON", a plain mail that names the request. */
  const emulatorForgery = (request: Sent, from: string) =>
    emulatorMail(request.threadId, from, 'Undelivered Mail Returned to Sender', {
      'In-Reply-To': request.messageId,
      References: request.messageId,
      'X-Failed-Recipients': RECIPIENT,
    });
  const newsletter = () =>
    emulatorMail(randomUUID(), 'news@shop.example', 'Our autumn sale', {
      'List-Unsubscribe': '<https://shop.example/u>',
    });

  /** Appends a message to `username`'s INBOX on the test Dovecot, as delivery would. */
  const appendToInbox = (username: string, raw: string) =>
    asMailClient(stands.dovecot!, { username, password: PASSWORD }, async (client) => {
      await client.append('INBOX', raw.replace(/\n/g, '\r\n'));
    });
  const usernameOf = (address: string) => address.slice(0, address.indexOf('@'));

  const cases: { name: string; skip: boolean; mailbox: () => MailboxUnderTest }[] = [
    {
      name: 'Gmail',
      skip: false,
      mailbox: () => ({
        kind: 'gmail',
        deliverReply: async (address, request) =>
          stands.gmail.gmail.addMessages(address, [emulatorReply(request)]),
        deliverBounce: async (address, request) =>
          stands.gmail.gmail.addMessages(address, [emulatorBounce(request)]),
        bounceReason: `${RECIPIENT} could not be reached`,
        deliverForgedBounce: async (address, request) =>
          stands.gmail.gmail.addMessages(address, [
            emulatorForgery(request, 'MAILER-DAEMON@shop.example'),
            emulatorForgery(request, 'mailer-daemon@googlemail.com'),
          ]),
        deliverForeignReport: async (address, request) =>
          stands.gmail.gmail.addMessages(address, [
            emulatorReport(request, 'MAILER-DAEMON@mail.shop.example'),
            // Written as Gmail's own from outside: Gmail notes the DMARC failure, or files it
            // as spam.
            emulatorReport(request, 'mailer-daemon@googlemail.com', {
              'Authentication-Results':
                'mx.google.com; dmarc=fail (p=NONE sp=QUARANTINE dis=NONE) header.from=googlemail.com',
            }),
            {
              ...emulatorReport(request, 'mailer-daemon@googlemail.com'),
              labels: ['SPAM'],
            },
          ]),
        deliverUnrelated: async (address) =>
          stands.gmail.gmail.addMessages(address, [newsletter()]),
      }),
    },
    {
      name: 'Microsoft Graph',
      skip: false,
      mailbox: () => ({
        kind: 'microsoft',
        // Graph's conversationId of the sent copy names the emulator's thread.
        deliverReply: async (address, request) =>
          stands.graph.graph.addMessages(address, [emulatorReply(threadOfGraph(request))]),
        deliverBounce: async (address, request) =>
          stands.graph.graph.addMessages(address, [
            {
              ...emulatorBounce(threadOfGraph(request)),
              from: { name: '', address: 'postmaster@outlook.com' },
              subject: 'Undeliverable: Request to erase my personal data',
            },
          ]),
        bounceReason: `${RECIPIENT} could not be reached`,
        deliverForgedBounce: async (address, request) =>
          stands.graph.graph.addMessages(address, [
            emulatorForgery(threadOfGraph(request), 'MAILER-DAEMON@shop.example'),
            emulatorForgery(threadOfGraph(request), 'postmaster@outlook.com'),
          ]),
        deliverForeignReport: async (address, request) =>
          stands.graph.graph.addMessages(address, [
            emulatorReport(threadOfGraph(request), 'postmaster@shop.example'),
            emulatorReport(threadOfGraph(request), 'postmaster@outlook.com', {
              'Return-Path': '<bounces@shop.example>',
            }),
          ]),
        deliverUnrelated: async (address) =>
          stands.graph.graph.addMessages(address, [newsletter()]),
      }),
    },
    {
      name: 'IMAP (Dovecot, SMTP)',
      skip: !hasDovecot,
      mailbox: () => ({
        kind: 'imap',
        deliverReply: (address, request) =>
          appendToInbox(
            usernameOf(address),
            [
              `From: Shop Privacy <${RECIPIENT}>`,
              `To: ${address}`,
              `Subject: ${REPLY_SUBJECT}`,
              `Date: ${later().toUTCString()}`,
              `Message-ID: <${randomUUID()}@shop.example>`,
              `In-Reply-To: ${request.messageId}`,
              `References: ${request.messageId}`,
              '',
              'We have received your request.',
            ].join('\n'),
          ),
        // A delivery report names the request only in the original headers it returns.
        deliverBounce: (address, request) =>
          appendToInbox(usernameOf(address), imapReport(address, request, 'mail.example.org')),
        bounceReason: `5.1.1 smtp; 550 5.1.1 <${RECIPIENT}>: Recipient address rejected: User unknown`,
        deliverForgedBounce: (address, request) =>
          appendToInbox(
            usernameOf(address),
            [
              'Return-Path: <>',
              'From: Mail Delivery System <MAILER-DAEMON@example.org>',
              `To: ${address}`,
              'Subject: Undelivered Mail Returned to Sender',
              `Date: ${later().toUTCString()}`,
              `Message-ID: <${randomUUID()}@shop.example>`,
              '',
              `Your message ${request.messageId} to ${RECIPIENT} could not be delivered:`,
              '<b>mailbox closed</b>, please stop writing to us.',
            ].join('\n'),
          ),
        deliverForeignReport: async (address, request) => {
          // The company's own mail system, which the request reached…
          await appendToInbox(usernameOf(address), imapReport(address, request, 'shop.example'));
          // …and a report that claims the mailbox's but did not travel as reports do.
          await appendToInbox(
            usernameOf(address),
            imapReport(address, request, 'mail.example.org', '<bounces@shop.example>'),
          );
        },
        deliverUnrelated: (address) =>
          appendToInbox(
            usernameOf(address),
            [
              'From: news@shop.example',
              `To: ${address}`,
              'Subject: Our autumn sale',
              `Date: ${later().toUTCString()}`,
              '',
              'Sale!',
            ].join('\n'),
          ),
      }),
    },
  ];

  /**
   * A delivery report as Postfix writes it, from `MAILER-DAEMON@<host>`, delivered with the
   * envelope sender `returnPath` as its Return-Path; its diagnostic carries markup.
   */
  const imapReport = (address: string, request: Sent, host: string, returnPath = '<>') =>
    [
      `Return-Path: ${returnPath}`,
      `From: Mail Delivery System <MAILER-DAEMON@${host}>`,
      `To: ${address}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Date: ${later().toUTCString()}`,
      `Message-ID: <${randomUUID()}@${host}>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="r1"',
      '',
      '--r1',
      'Content-Type: text/plain',
      '',
      `Your message to ${RECIPIENT} could not be delivered.`,
      '--r1',
      'Content-Type: message/delivery-status',
      '',
      `Reporting-MTA: dns; ${host}`,
      '',
      `Final-Recipient: rfc822; ${RECIPIENT}`,
      `Original-Recipient: rfc822;${RECIPIENT}`,
      'Action: failed',
      'Status: 5.1.1',
      `Diagnostic-Code: smtp; 550 5.1.1 <${RECIPIENT}>: Recipient address rejected: User`,
      ' unknown',
      '--r1',
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: ${request.messageId}`,
      `To: ${RECIPIENT}`,
      '--r1--',
    ].join('\n');

  /** The emulator's thread id behind a Graph conversationId (`AAQkAD` + base64url of it). */
  const threadOfGraph = (request: Sent): Sent => ({
    ...request,
    threadId: Buffer.from(request.threadId.replace(/^AAQkAD/, ''), 'base64url').toString(),
  });

  it('the schedule syncs the mailboxes whose submitted requests still await an answer', async () => {
    const under = cases[0]!.mailbox();
    const seeded = stands.seedMailbox(under.kind);
    const requestId = await seedProcessingRequest(stands.database.db, seeded);
    const { connectionId } = await readRequest(stands.database.db, requestId);
    const deps = {
      db: stands.database.db,
      secretKey: SECRET_KEY,
      providers: createProviderRegistry([stands.provider(under.kind)]),
      messageIdDomain: MESSAGE_ID_DOMAIN,
    };
    const scheduled = async () => {
      const queued: unknown[] = [];
      await scheduleMailboxSyncs(deps, async (job, payload) => {
        queued.push({ name: job.name, payload });
        return 'job-id';
      });
      return queued;
    };
    const syncOfMailbox = { name: 'mailbox.sync', payload: { connectionId } };

    // Not sent yet: nothing to wait for.
    expect(await scheduled()).not.toContainEqual(syncOfMailbox);
    await handleDeletionRequestSend(deps, { requestId }, { isLastAttempt: false });
    expect(await scheduled()).toContainEqual(syncOfMailbox);

    const { providerThreadId } = await readRequest(stands.database.db, requestId);
    const sent = {
      messageId: messageIdOf(requestId, MESSAGE_ID_DOMAIN),
      threadId: providerThreadId!,
    };
    await under.deliverReply(seeded.address, sent);
    await handleMailboxSync(deps, { connectionId });
    expect(await scheduled()).not.toContainEqual(syncOfMailbox);
  });

  describe.each(cases)('$name', ({ skip, mailbox }) => {
    /** A request sent from a fresh mailbox, as the send job leaves it. */
    async function sentRequest(under: MailboxUnderTest) {
      const { requestId, mailbox: seeded, deps, request } = await stands.sentRequest(under.kind);
      const sent = {
        messageId: messageIdOf(requestId, MESSAGE_ID_DOMAIN),
        threadId: request.providerThreadId ?? '',
      };
      const sync = () => handleMailboxSync(deps, { connectionId: request.connectionId });
      return { requestId, address: seeded.address, sent, sync };
    }
    const recordOf = async (requestId: string) => {
      const { domainRecordId } = await readRequest(stands.database.db, requestId);
      const [record] = await stands.database.db
        .select()
        .from(domainRecords)
        .where(eq(domainRecords.id, domainRecordId));
      return record!;
    };

    it.skipIf(skip)(
      "the company's reply shows with its date and subject; mail that answers nothing does not",
      async () => {
        const under = mailbox();
        const { requestId, address, sent, sync } = await sentRequest(under);

        await under.deliverUnrelated(address);
        await sync();
        expect(await readRequest(stands.database.db, requestId)).toMatchObject({
          status: 'initiated',
          repliedAt: null,
          checkedAt: expect.any(Date),
        });

        await under.deliverReply(address, sent);
        await sync();
        const request = await readRequest(stands.database.db, requestId);
        expect(request).toMatchObject({
          status: 'initiated',
          replySubject: REPLY_SUBJECT,
          repliedAt: expect.any(Date),
        });
        expect(request.repliedAt!.getTime()).toBeGreaterThanOrEqual(request.sentAt!.getTime());
        expect(await recordOf(requestId)).toMatchObject({
          status: 'initiated',
          requestReplySubject: REPLY_SUBJECT,
          requestRepliedAt: request.repliedAt,
        });
      },
    );

    it.skipIf(skip)(
      'a bounce fails the request with the reason, so Retry can write again, and keeps its due date',
      async () => {
        const under = mailbox();
        const { requestId, address, sent, sync } = await sentRequest(under);
        const { dueAt } = await readRequest(stands.database.db, requestId);
        expect(dueAt).toEqual(expect.any(Date));

        await under.deliverBounce(address, sent);
        await sync();
        const failure = undeliveredReason(RECIPIENT, under.bounceReason);
        expect(failure).toMatch(/^Your request to \S+ came back undelivered: this address /);
        expect(await readRequest(stands.database.db, requestId)).toMatchObject({
          status: 'failed',
          failureReason: failure,
          repliedAt: null,
          dueAt,
        });
        expect(await recordOf(requestId)).toMatchObject({
          status: 'failed',
          requestFailureReason: failure,
          requestBouncedRecipient: RECIPIENT,
          requestDueAt: dueAt,
        });
        // Remembered: no later request of the person's to the company goes there again.
        expect(
          await stands.database.db
            .select({ address: bouncedRecipients.address, reason: bouncedRecipients.reason })
            .from(bouncedRecipients),
        ).toContainEqual({ address: RECIPIENT, reason: failure });
      },
    );

    it.skipIf(skip)(
      'a forged bounce leaves the request open with its due date, and is not a reply either',
      async () => {
        const under = mailbox();
        const { requestId, address, sent, sync } = await sentRequest(under);
        const before = await readRequest(stands.database.db, requestId);

        await under.deliverForgedBounce(address, sent);
        await under.deliverForeignReport(address, sent);
        await sync();

        expect(await readRequest(stands.database.db, requestId)).toMatchObject({
          status: 'initiated',
          failureReason: null,
          repliedAt: null,
          dueAt: before.dueAt,
          checkedAt: expect.any(Date),
        });
        expect(await recordOf(requestId)).toMatchObject({
          status: 'initiated',
          requestFailureReason: null,
          requestDueAt: before.dueAt,
        });
      },
    );
  });
});
