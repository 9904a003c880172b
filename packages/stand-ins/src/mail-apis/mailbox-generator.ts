import { writeMessage } from './message-text.js';
import { createRandom, type Random } from './prng.js';
import { createSenders, type SenderProfile } from './sender-catalog.js';

export { groundTruth, type DomainTruth, type GroundTruthOptions } from './ground-truth.js';
export type { SenderKind, SenderProfile } from './sender-catalog.js';

/** One message as a mailbox holds it: metadata only, there is no body to leak. */
export interface MailboxMessage {
  /** Sixteen hex digits, like a Gmail id. */
  id: string;
  threadId: string;
  from: { name: string; address: string };
  subject: string;
  snippet: string;
  /** Whole seconds, so the Date header and internalDate agree. */
  date: Date;
  listUnsubscribe: boolean;
  /** Gmail label ids: INBOX, SPAM or TRASH, a CATEGORY_* and sometimes UNREAD. */
  labels: string[];
  /**
   * Further headers, as a reply (`In-Reply-To`, `References`) or a delivery report
   * (`Content-Type: multipart/report`, `X-Failed-Recipients`) carries them. Never generated.
   */
  extraHeaders?: Readonly<Record<string, string>>;
}

/** What the emulators serve: any list of messages; a generated one also names its senders. */
export interface Mailbox {
  messages: readonly MailboxMessage[];
  senders?: readonly SenderProfile[];
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

function createSenderSampler(random: Random, count: number, exponent: number): () => number {
  const ranks = random.shuffle(Array.from({ length: count }, (_, index) => index));
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let rank = 0; rank < count; rank += 1) {
    total += (rank + 1) ** -exponent;
    cumulative[rank] = total;
  }
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) <= target) low = middle + 1;
      else high = middle;
    }
    return ranks[low] as number;
  };
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
  const spamTrashShare = options.spamTrashShare ?? 0;
  const count = options.messages;
  const senderIndex = new Uint32Array(count);
  const times = new Float64Array(count);
  const ids: string[] = [];
  const threadIds: string[] = [];
  const usedIds = new Set<string>();
  const lastThreadOf = new Map<number, string>();

  for (let index = 0; index < count; index += 1) {
    const which = index < senders.length ? index : sampleSender();
    const sender = senders[which] as SenderProfile;
    let id = random.hexId();
    while (usedIds.has(id)) id = random.hexId();
    usedIds.add(id);
    const previousThread = lastThreadOf.get(which);
    const threadId = previousThread && random.chance(0.15) ? previousThread : id;
    lastThreadOf.set(which, threadId);
    senderIndex[index] = which;
    ids.push(id);
    threadIds.push(threadId);
    const span = sender.activeTo - sender.activeFrom;
    times[index] = Math.floor((sender.activeFrom + random.next() * span) / 1000) * 1000;
  }

  // Sorting indices over typed arrays keeps 100,000 messages well under a second.
  const order = new Uint32Array(count).map((_, index) => index);
  order.sort((a, b) => {
    const byTime = (times[b] as number) - (times[a] as number);
    if (byTime !== 0) return byTime;
    return (ids[a] as string) < (ids[b] as string) ? 1 : -1;
  });
  const messages: MailboxMessage[] = [];
  for (const index of order) {
    const sender = senders[senderIndex[index] as number] as SenderProfile;
    const text = writeMessage(random, sender, spamTrashShare);
    messages.push({
      id: ids[index] as string,
      threadId: threadIds[index] as string,
      from: { name: sender.name, address: sender.address },
      subject: text.subject,
      snippet: text.snippet,
      date: new Date(times[index] as number),
      listUnsubscribe: text.listUnsubscribe,
      labels: text.labels,
    });
  }
  return { messages, senders };
}

/** Orders messages newest first, then by id, which is how both emulators list them. */
export function compareNewestFirst(a: MailboxMessage, b: MailboxMessage): number {
  return b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
