import { randomUUID } from 'node:crypto';
import type { MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import { demoModule } from '.';
import { buildDemoMailbox } from './demo-mailbox';
import {
  createDemoProvider,
  outboxMessageIdLine,
  toCompanyAnswerMail,
  type OutboxMail,
} from './demo.provider';
import type { MessageMetadata } from '../provider';
import { describeProviderConformance, type ConformanceKit } from '#testing/provider-conformance';

/** Sites enough for two pages of the demo scan (25 sites a page). */
const SITES = Array.from({ length: 40 }, (_, i) => ({ name: `Site ${i}`, domain: `site${i}.com` }));
/** The demo mail is dated back from today: a fixed today keeps it the same on every page. */
const NOW = new Date('2026-11-25T09:30:00Z');

/** A message of the demo mailbox in the stand-ins' terms, for the ground truth. */
const asMailboxMessage = (message: MessageMetadata): MailboxMessage => ({
  id: message.id,
  threadId: message.id,
  from: { name: message.fromName, address: message.fromAddress },
  subject: message.subject,
  snippet: message.snippet,
  date: message.date,
  listUnsubscribe: message.mailerHeaders.includes('list-unsubscribe'),
  labels: ['INBOX'],
});

/**
 * The demo mailbox, which makes its own mail: a mailbox of sample mail from `SITES` for each new
 * address, whatever the suite asks to seed. What it sends lands in an outbox kept here, which its
 * `findSent` asks, as the local outbox is asked on a server, and what the demo companies answer
 * lands in a list its `findResponses` asks. It keeps no credentials.
 */
const kit: ConformanceKit = {
  descriptor: demoModule.descriptor,
  async start() {
    const outbox: OutboxMail[] = [];
    const received: { text: string; subject: string; createdAt: Date }[] = [];
    const provider = createDemoProvider({
      sites: SITES,
      deliver: async (mail) => void outbox.push(mail),
      findDelivered: async (messageId) =>
        outbox.some((mail) => mail.text.split('\n')[0] === outboxMessageIdLine(messageId)),
      now: () => NOW,
      receivedBy: async (_recipient, now) =>
        received.filter((mail) => mail.createdAt <= now).reverse(),
    });
    return {
      provider,
      async seedMailbox() {
        const address = `${randomUUID()}@example.com`;
        return {
          access: { address, credentials: { kind: 'none' }, settings: {} },
          messages: buildDemoMailbox(address, SITES, NOW).map(asMailboxMessage),
        };
      },
      // The outbox text names the mailbox it came from on its own line.
      sentMail: async ({ address }) =>
        outbox
          .filter((mail) => mail.text.split('\n').includes(`From the demo mailbox ${address}`))
          .map((mail) => ({ to: [mail.recipient], subject: mail.subject })),
      // A company's answer as `POST /dev/outbox/answer` writes it; other mail names the request
      // in its text but is no demo answer.
      deliverResponse: async (_access, request, mail) =>
        void received.push({
          ...(mail.kind === 'unrelated'
            ? { subject: mail.subject, text: `In-Reply-To: ${request.messageId}\n\nA sale.` }
            : toCompanyAnswerMail({
                kind: mail.kind,
                from: request.recipient,
                inReplyTo: request.messageId,
                subject: mail.subject,
              })),
          createdAt: mail.at,
        }),
      async close() {},
    };
  },
};

describeProviderConformance(kit);
