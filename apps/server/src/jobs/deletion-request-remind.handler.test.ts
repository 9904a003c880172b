import { regimeById, renderReminder } from '@reclaim/contract';
import { deletionRequests, domainRecords } from '@reclaim/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMailClient } from '#testing/as-mail-client';
import type { MailboxProvider } from '../mailbox-providers/provider';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { accessOfConnection } from '../modules/connections/connection-access';
import { findRequestToSend } from '../modules/deletion-requests/deletion-requests.repository';
import { markReminderRequested } from '../modules/deletion-requests/reminders.repository';
import {
  handleDeletionRequestRemind,
  reminderMessageIdOf,
} from './deletion-request-remind.handler';
import { messageIdOf } from './deletion-request-send.handler';
import {
  hasDovecot,
  startMailboxStands,
  type MailboxStands,
  type StandKind,
} from '#testing/mailbox-stands';
import { MESSAGE_ID_DOMAIN, readRequest, RECIPIENT, SECRET_KEY } from '#testing/send-crash-kit';

const DAY = 86_400_000;
const PASSWORD = 'app-password-3';

/** What left a mailbox, as the provider's stand shows it: each e-mail's Message-ID and thread. */
interface Outgoing {
  messageId: string;
  /** The conversation as the stand keeps it (emulator thread); null where there is none. */
  threadId: string | null;
  headers: Record<string, string>;
  subject: string;
}

interface MailboxUnderTest {
  kind: StandKind;
  /** Every e-mail that left the mailbox, oldest first. */
  sentFrom: (address: string) => Promise<Outgoing[]>;
  /** How the provider keeps a reply in its thread: its conversation id, its RFC 822 headers. */
  threads: { byConversation: boolean; byHeaders: boolean };
  /** The headers of the copy Reclaim filed in Sent itself, where it files one (IMAP). */
  filedCopy?: (address: string, messageId: string) => Promise<Record<string, string> | undefined>;
}

/** The headers of an RFC 822 text, names lower-cased, folded lines joined. */
function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** A provider whose `send` hands the e-mail over and then fails, as a connection cut after it. */
function cutAfterSend(provider: MailboxProvider): MailboxProvider {
  return {
    ...provider,
    async send(access, message) {
      await provider.send(access, message);
      throw new Error('socket hang up');
    },
  };
}

describe('deletion-request.remind: the reminder of an overdue request, in its thread', () => {
  let stands: MailboxStands;
  beforeAll(async () => {
    stands = await startMailboxStands(['ada', 'ben'], PASSWORD);
  });
  afterAll(() => stands?.close());

  /** The messages of `username`'s Sent folder on the test Dovecot, with their headers. */
  const dovecotSent = (username: string) =>
    asMailClient(stands.dovecot!, { username, password: PASSWORD }, async (client) => {
      const { exists } = await client.mailboxOpen('Sent', { readOnly: true });
      if (exists === 0) return [];
      const messages = await client.fetchAll('1:*', { headers: true });
      return messages.map((message) => headersOf(message.headers?.toString() ?? ''));
    });

  const cases: { name: string; skip: boolean; mailbox: () => MailboxUnderTest }[] = [
    {
      name: 'Gmail',
      skip: false,
      mailbox: () => ({
        kind: 'gmail',
        threads: { byConversation: true, byHeaders: true },
        sentFrom: async (address) =>
          stands.gmail.gmail.sent(address).map(({ messageId, threadId, headers, subject }) => ({
            messageId,
            threadId,
            headers,
            subject,
          })),
      }),
    },
    {
      name: 'Microsoft Graph',
      skip: false,
      mailbox: () => ({
        kind: 'microsoft',
        // Graph cannot set In-Reply-To: the forward keeps the conversation.
        threads: { byConversation: true, byHeaders: false },
        sentFrom: async (address) =>
          stands.graph.graph.sent(address).map(({ messageId, threadId, headers, subject }) => ({
            messageId,
            threadId,
            headers,
            subject,
          })),
      }),
    },
    {
      name: 'IMAP (Dovecot, SMTP)',
      skip: !hasDovecot,
      mailbox: () => ({
        kind: 'imap',
        threads: { byConversation: false, byHeaders: true },
        filedCopy: async (address, messageId) =>
          (await dovecotSent(address.slice(0, address.indexOf('@')))).find(
            (headers) => headers['message-id'] === messageId,
          ),
        // What the SMTP server relayed.
        sentFrom: async (address) =>
          stands.smtp.accepted
            .filter((mail) => mail.from === address)
            .map(({ raw }) => {
              const headers = headersOf(raw);
              return {
                messageId: headers['message-id'] ?? '',
                threadId: null,
                headers,
                subject: headers.subject ?? '',
              };
            }),
      }),
    },
  ];

  describe.each(cases)('$name', ({ skip, mailbox }) => {
    /** A request sent from a fresh mailbox, overdue, its reminder asked for as the route does. */
    async function overdueRequestReminded(under: MailboxUnderTest) {
      const {
        requestId,
        mailbox: seeded,
        deps,
        request: sent,
      } = await stands.sentRequest(under.kind);
      await stands.database.db
        .update(deletionRequests)
        .set({ dueAt: new Date(Date.now() - DAY) })
        .where(eq(deletionRequests.id, requestId));
      const reminder = renderReminder('erasure', regimeById('gdpr'), 'en', {
        domain: 'shop.example',
        name: 'Ada',
        email: seeded.address,
        subject: sent.subject,
        sentAt: sent.sentAt!,
        dueAt: new Date(Date.now() - DAY),
      });
      expect(
        await markReminderRequested(stands.database.db, requestId, {
          ...reminder,
          now: new Date(),
        }),
      ).toBe(true);
      return { requestId, address: seeded.address, deps, request: sent };
    }

    it.skipIf(skip)(
      'sends the reminder once, in the request’s thread, when the job runs twice',
      async () => {
        const under = mailbox();
        const { requestId, address, deps, request } = await overdueRequestReminded(under);
        const remind = () =>
          handleDeletionRequestRemind(deps, { requestId }, { isLastAttempt: false });

        await remind();
        await remind();

        const requestMessageId = messageIdOf(requestId, MESSAGE_ID_DOMAIN);
        const reminderId = reminderMessageIdOf(requestId, MESSAGE_ID_DOMAIN);
        const out = await under.sentFrom(address);
        const [original] = out.filter((mail) => mail.subject === request.subject);
        const reminders = out.filter((mail) => mail.subject === `Re: ${request.subject}`);
        expect(reminders).toHaveLength(1);
        expect(out).toHaveLength(2);
        const [reminder] = reminders;
        expect(reminder!.headers.to).toContain(RECIPIENT);
        // The provider finds the reminder in Sent under its own Message-ID, in the request's thread.
        const copy = await stands.provider(under.kind).findSent!(
          await accessOf(requestId),
          reminderId,
        );
        expect(copy).not.toBeNull();
        if (under.threads.byHeaders) {
          expect(reminder!.messageId).toBe(reminderId);
          expect(reminder!.headers['in-reply-to']).toBe(requestMessageId);
          expect(reminder!.headers.references).toBe(requestMessageId);
        }
        if (under.threads.byConversation) {
          // Gmail's threadId, Graph's conversationId: the reminder's is the request's.
          expect(reminder!.threadId).toBe(original!.threadId);
          expect(copy!.threadId).toBe(request.providerThreadId);
        }
        if (under.filedCopy) {
          expect(await under.filedCopy(address, reminderId)).toMatchObject({
            'in-reply-to': requestMessageId,
          });
        }

        const after = await readRequest(stands.database.db, requestId);
        expect(after.reminderSentAt).toBeInstanceOf(Date);
        expect(after.reminderFailureReason).toBeNull();
        const [record] = await stands.database.db
          .select()
          .from(domainRecords)
          .where(eq(domainRecords.id, after.domainRecordId));
        expect(record!.requestReminderSentAt).toEqual(after.reminderSentAt);
      },
    );

    it.skipIf(skip)(
      'a retry after a send cut off once it was handed over finds it in Sent and sends nothing more',
      async () => {
        const under = mailbox();
        const { requestId, address, deps } = await overdueRequestReminded(under);
        const cutDeps = {
          ...deps,
          providers: createProviderRegistry([cutAfterSend(stands.provider(under.kind))]),
        };

        await expect(
          handleDeletionRequestRemind(cutDeps, { requestId }, { isLastAttempt: false }),
        ).rejects.toThrow('socket hang up');
        expect(await readRequest(stands.database.db, requestId)).toMatchObject({
          reminderAttemptedAt: expect.any(Date),
          reminderSentAt: null,
        });
        await handleDeletionRequestRemind(deps, { requestId }, { isLastAttempt: false });

        const out = await under.sentFrom(address);
        expect(out.filter((mail) => mail.subject.startsWith('Re: '))).toHaveLength(1);
        expect((await readRequest(stands.database.db, requestId)).reminderSentAt).toBeInstanceOf(
          Date,
        );
      },
    );
  });

  /** The mailbox of a request as an adapter sees it, credentials opened. */
  async function accessOf(requestId: string) {
    const row = await findRequestToSend(stands.database.db, requestId);
    return accessOfConnection({ db: stands.database.db, secretKey: SECRET_KEY }, row!.connection);
  }
});
