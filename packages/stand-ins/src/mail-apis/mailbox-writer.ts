import type { MailboxMessage } from './mailbox-generator.js';
import { writeMessage } from './message-text.js';
import type { Random } from './prng.js';
import type { SenderProfile } from './sender-catalog.js';

/**
 * Draws indices in [0, count) with a Zipf skew: a random order ranks them, and rank r is drawn
 * with a weight proportional to r^-exponent.
 */
export function createSenderSampler(random: Random, count: number, exponent: number): () => number {
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

/** What to write: `count` messages, message n from `senders[pickSender(n)]`. */
export interface MessagePlan {
  senders: readonly SenderProfile[];
  count: number;
  pickSender: (index: number) => number;
  spamTrashShare: number;
}

/**
 * Writes the messages of a plan, each dated within its sender's active window and sometimes
 * continuing the sender's previous thread. Returns them newest first, with the index of each
 * message's sender in `senderOf` (same order) for callers that adjust some of them.
 */
export function writeMessages(
  random: Random,
  plan: MessagePlan,
): { messages: MailboxMessage[]; senderOf: Uint32Array } {
  const { senders, count } = plan;
  const senderIndex = new Uint32Array(count);
  const times = new Float64Array(count);
  const ids: string[] = [];
  const threadIds: string[] = [];
  const usedIds = new Set<string>();
  const lastThreadOf = new Map<number, string>();

  for (let index = 0; index < count; index += 1) {
    const which = plan.pickSender(index);
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
  const senderOf = new Uint32Array(count);
  for (const [position, index] of order.entries()) {
    senderOf[position] = senderIndex[index] as number;
    const sender = senders[senderIndex[index] as number] as SenderProfile;
    const text = writeMessage(random, sender, plan.spamTrashShare);
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
  return { messages, senderOf };
}
