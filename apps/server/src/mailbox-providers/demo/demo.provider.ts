import { htmlToPlainText } from '@reclaim/contract';
import type { MailboxProvider, OutgoingMessage, RequestResponse, SentMessage } from '../provider';
import { buildDemoMailbox, type DemoSite } from './demo-mailbox';

const SITES_PER_PAGE = 25;

/** A message for the local outbox, as the app mailer takes it. */
export interface OutboxMail {
  recipient: string;
  subject: string;
  text: string;
  /** The letter's HTML as a provider would send it; `text` is its plain-text part. */
  html: string;
}

/** The first line of every outbox text the demo mailbox delivers. */
export const outboxMessageIdLine = (messageId: string) => `Message-ID: ${messageId}`;

/**
 * What the demo mailbox delivers for `message`: plain text that starts with our Message-ID, so
 * the outbox can tell whether a message went out; a reply names the message it answers next.
 */
export function toOutboxMail(from: string, message: OutgoingMessage): OutboxMail {
  const text = htmlToPlainText(message.html);
  const answered = message.inReplyTo ? `In-Reply-To: ${message.inReplyTo.messageId}\n` : '';
  return {
    recipient: message.to,
    subject: message.subject,
    text: `${outboxMessageIdLine(message.messageId)}\n${answered}From the demo mailbox ${from}\n\n${text}`,
    html: message.html,
  };
}

/** The first line of a demo company's answer in the outbox: a reply, or its mail server's bounce. */
const ANSWER_LINE = /^Demo-Answer: (reply|bounce)$/;
const IN_REPLY_TO_LINE = /^In-Reply-To: (<[^>\s]+>)$/m;
const FROM_LINE = /^From: (\S+)$/m;

/** How a demo company answers a request the demo mailbox sent (`POST /dev/outbox/answer`). */
export interface DemoCompanyAnswer {
  kind: 'reply' | 'bounce';
  /** The company's address (a bounce comes from the mailbox's own mail system). */
  from: string;
  /** The Message-ID of the request it answers. */
  inReplyTo: string;
  subject: string;
}

/**
 * A demo company's answer as the outbox keeps it, addressed to the demo mailbox: its kind and the
 * request it answers in its first lines, then a line saying what it is. Reclaim reads only the
 * first lines, as it reads only a real reply's headers.
 */
export function toCompanyAnswerMail(answer: DemoCompanyAnswer): OutboxMail {
  const body =
    answer.kind === 'bounce'
      ? `The demo mail system could not deliver your message to ${answer.from}.`
      : `A demo answer from ${answer.from}; Reclaim never reads this text.`;
  const text = `Demo-Answer: ${answer.kind}\nIn-Reply-To: ${answer.inReplyTo}\nFrom: ${answer.from}\n\n${body}`;
  return { recipient: DEMO_MAILBOX_ADDRESS, subject: answer.subject, text, html: `<p>${body}</p>` };
}

/** The demo answers among what the demo mailbox received, to the requests asked about. */
function readAnswers(
  received: readonly { text: string; subject: string; createdAt: Date }[],
  messageIds: ReadonlySet<string>,
): RequestResponse[] {
  return received.flatMap((mail) => {
    const kind = ANSWER_LINE.exec(mail.text.split('\n', 1)[0] ?? '')?.[1];
    const messageId = IN_REPLY_TO_LINE.exec(mail.text)?.[1];
    if (!kind || !messageId || !messageIds.has(messageId)) return [];
    return [
      {
        messageId,
        kind: kind as 'reply' | 'bounce',
        date: mail.createdAt,
        subject: mail.subject,
        ...(kind === 'bounce' && {
          reason: `550 5.1.1 <${FROM_LINE.exec(mail.text)?.[1] ?? ''}>: no such demo address`,
        }),
      },
    ];
  });
}

export interface DemoProviderOptions {
  sites: readonly DemoSite[];
  /** Puts a message in the local outbox. */
  deliver: (mail: OutboxMail) => Promise<void>;
  /**
   * Whether the outbox holds a message with this Message-ID (the first line of its text). Without
   * it the demo provider offers no `findSent`.
   */
  findDelivered?: (messageId: string) => Promise<boolean>;
  /**
   * What the demo mailbox received by `now`, newest first: the demo companies' answers. Without
   * it the demo provider offers no `findResponses`.
   */
  receivedBy?: (
    recipient: string,
    now: Date,
  ) => Promise<readonly { text: string; subject: string; createdAt: Date }[]>;
  /** The clock the sample mail is dated by (its span ends today); the system clock by default. */
  now?: () => Date;
  /** Where the newsletters' one-click unsubscribe goes (a stand-in); without it they offer none. */
  unsubscribeUrl?: string;
}

// The outbox has no threads: the Message-ID is what replies would name.
const sentMessageOf = (messageId: string): SentMessage => ({
  providerMessageId: messageId,
  threadId: messageId,
});

/** The demo mailbox's address; the reserved `.example` domain can never be a real mailbox. */
export const DEMO_MAILBOX_ADDRESS = 'demo@reclaim.example';

/**
 * The demo mailbox: sample mail from the popular sites, read in pages like a real mailbox so the
 * scan shows its progress. What it "sends" goes to `deliver` (the local outbox).
 */
export function createDemoProvider(options: DemoProviderOptions): MailboxProvider {
  const { sites, findDelivered, receivedBy } = options;
  const now = options.now ?? (() => new Date());
  return {
    id: 'demo',
    async scan(access, cursor) {
      if (cursor?.complete === true)
        return { messages: [], cursor: null, syncCursor: cursor, progress: 100 };
      const offset = typeof cursor?.offset === 'number' ? cursor.offset : 0;
      const pageSites = sites.slice(offset, offset + SITES_PER_PAGE);
      const end = offset + pageSites.length;
      const isLast = end >= sites.length;
      return {
        messages: buildDemoMailbox(access.address, pageSites, now(), options.unsubscribeUrl),
        cursor: isLast ? null : { offset: end },
        ...(isLast ? { syncCursor: { complete: true } } : {}),
        progress: sites.length === 0 ? 100 : Math.round((end / sites.length) * 100),
      };
    },
    async send(access, message) {
      await options.deliver(toOutboxMail(access.address, message));
      return sentMessageOf(message.messageId);
    },
    ...(findDelivered && {
      findSent: async (_access, messageId) =>
        (await findDelivered(messageId)) ? sentMessageOf(messageId) : null,
    }),
    ...(receivedBy && {
      findResponses: async (access, requests) =>
        readAnswers(
          await receivedBy(access.address, now()),
          new Set(requests.map((request) => request.messageId)),
        ),
    }),
    async revoke() {},
    // Connected at once: the mailbox is Reclaim's own, so its address needs no proof.
    connector: {
      style: 'instant',
      grant: () => ({
        address: DEMO_MAILBOX_ADDRESS,
        credentials: { kind: 'none' },
        settings: {},
        canSend: true,
        isAddressProven: true,
      }),
    },
  };
}
