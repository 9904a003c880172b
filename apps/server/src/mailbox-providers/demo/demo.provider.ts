import { htmlToPlainText } from '@reclaim/contract';
import type { MailboxProvider, OutgoingMessage, SentMessage } from '../provider';
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

export interface DemoProviderOptions {
  sites: readonly DemoSite[];
  /** Puts a message in the local outbox. */
  deliver: (mail: OutboxMail) => Promise<void>;
  /**
   * Whether the outbox holds a message with this Message-ID (the first line of its text). Without
   * it the demo provider offers no `findSent`.
   */
  findDelivered?: (messageId: string) => Promise<boolean>;
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
  const { sites, findDelivered } = options;
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
