import { createSenderSampler, writeMessages } from './mailbox-writer.js';
import { createRandom } from './prng.js';
import { createSenders, type SenderProfile } from './sender-catalog.js';

export { groundTruth, type DomainTruth, type GroundTruthOptions } from './ground-truth.js';
export type { SenderKind, SenderProfile } from './sender-catalog.js';

/** One message as a mailbox holds it: metadata only, there is no body to leak. */
export interface MailboxMessage {
  /** Sixteen hex digits, like a Gmail id. */
  id: string;
  threadId: string;
  /** The sender as a correct reading of the From header gives it; address lower-cased or `''`. */
  from: { name: string; address: string };
  /**
   * The From header exactly as the mail carries it, when that is malformed or unusual (a bare
   * address, a comment, stray spaces, no address at all); absent when it is `name <address>`.
   */
  rawFrom?: string;
  subject: string;
  snippet: string;
  /** Whole seconds, so the Date header and internalDate agree. */
  date: Date;
  listUnsubscribe: boolean;
  /** Gmail label ids: INBOX, SPAM or TRASH, a CATEGORY_* and sometimes UNREAD. */
  labels: string[];
  /**
   * Further headers, as a reply (`In-Reply-To`, `References`) or a delivery report
   * (`Content-Type: multipart/report`, `X-Failed-Recipients`) carries them. Only the realistic
   * mailbox writes some: its people's replies.
   */
  extraHeaders?: Readonly<Record<string, string>>;
}

/** What the emulators serve: any list of messages; a generated one also names its senders. */
export interface Mailbox {
  messages: readonly MailboxMessage[];
  senders?: readonly SenderProfile[];
  /** Other addresses the mailbox sends as: Gmail's send-as aliases, Exchange proxy addresses. */
  aliases?: readonly string[];
}

/** How to generate a mailbox; the same options always give the same mailbox. */
export interface MailboxOptions {
  seed: number | string;
  messages: number;
  /** Distinct From addresses; every one sends at least one message when `messages` allows. */
  senders: number;
  start: Date;
  end: Date;
  /** Share of messages in SPAM or TRASH instead of INBOX; 0 unless asked for. */
  spamTrashShare?: number;
  /** Skew of mail over senders: the sender of rank r gets a share proportional to r^-exponent. */
  zipfExponent?: number;
}

/** A generated mailbox, newest message first, like Gmail lists it. */
export interface GeneratedMailbox extends Mailbox {
  messages: MailboxMessage[];
  senders: SenderProfile[];
}

/**
 * Generates a synthetic mailbox: company senders over distinct registrable domains (with nested
 * subdomains and multi-part public suffixes), some people on free-mail domains, and a Zipf-like
 * skew so that a few senders send most of the mail. Deterministic for a given set of options.
 */
export function generateMailbox(options: MailboxOptions): GeneratedMailbox {
  const start = options.start.getTime();
  const end = options.end.getTime();
  if (!(start < end)) throw new Error('start must be before end');
  if (options.messages > 0 && options.senders < 1) throw new Error('messages need senders');

  const random = createRandom(options.seed);
  const senders = createSenders(random, options.senders, start, end);
  const sampleSender = createSenderSampler(random, senders.length, options.zipfExponent ?? 1.1);
  const pickSender = (index: number) => (index < senders.length ? index : sampleSender());
  const { messages } = writeMessages(random, {
    senders,
    count: options.messages,
    pickSender,
    spamTrashShare: options.spamTrashShare ?? 0,
  });
  return { messages, senders };
}

/** Orders messages newest first, then by id, which is how both emulators list them. */
export function compareNewestFirst(a: MailboxMessage, b: MailboxMessage): number {
  return b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
