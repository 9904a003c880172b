import { FromTokenIndex } from './from-token-index.js';
import type { Mailbox, MailboxMessage } from './mailbox-generator.js';

/** A message as an emulator keeps it: with its change number and its time in milliseconds. */
export interface StoredMessage extends MailboxMessage {
  /** Change sequence number: Gmail's historyId and Graph's delta position derive from it. */
  seq: number;
  time: number;
  /** Set on mail the user wrote; received mail's Message-ID is derived from its id. */
  messageId?: string;
  /** Set on mail the user wrote; received mail went to the mailbox owner. */
  to?: string[];
  /** Graph's single-value extended properties the writer set, by canonical property id. */
  extendedProperties?: Record<string, string>;
}

/** A message the user wrote through an API: the Sent copy of what went out. */
export interface WrittenMessage extends StoredMessage {
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  to: string[];
  /** Kept for `sent(email)`; no route answers with it. */
  body: string;
  /** Other headers the writer set (Graph's `X-` headers, Cc, Bcc), names lower-cased. */
  headers: Record<string, string>;
}

/** A message the user sent through an emulator, decoded so tests can assert on it. */
export interface SentMessage {
  id: string;
  threadId: string;
  /** The Message-ID the message went out with, angle brackets included. */
  messageId: string;
  to: string[];
  subject: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** The decoded text or HTML of the message. */
  body: string;
  /** The RFC 822 message as sent through Gmail; absent for Graph's JSON `sendMail`. */
  raw?: string;
  sentAt: Date;
}

/** Where the mailboxes come from: a map by e-mail address, or a function that makes one. */
export type MailboxSource = ReadonlyMap<string, Mailbox> | ((email: string) => Mailbox | undefined);

/** Oldest first, ties broken by id: the order every list of an emulator is kept in. */
export const compareAscending = (a: StoredMessage, b: StoredMessage) =>
  a.time - b.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Keys a message is found under by a sender search: its address and every suffix of its host. */
function senderKeys(address: string): string[] {
  const lower = address.toLowerCase();
  const labels = lower.slice(lower.lastIndexOf('@') + 1).split('.');
  return [lower, ...labels.map((_, index) => labels.slice(index).join('.'))];
}

/**
 * One user's mailbox inside an emulator: messages oldest first, a sender index, change numbers for
 * incremental sync, and what the user sent. The mailbox handed in is copied, never changed.
 *
 * What the user writes (Sent copies) is kept apart from the received mail: listings, sender
 * searches and change logs serve received mail only, so a scan of an emulator counts exactly its
 * generated mailbox whatever tests sent. Searches by Message-ID or by Graph extended property, the
 * Sent Items folder and look-ups by id reach written mail, as they do at Google and Microsoft.
 */
export class UserMailbox {
  readonly sent: SentMessage[] = [];
  private readonly ascending: StoredMessage[];
  private readonly byId = new Map<string, StoredMessage>();
  private readonly writtenById = new Map<string, WrittenMessage>();
  private lastSeq = 0;
  private oldestSeq = 0;
  private senderIndex: Map<string, StoredMessage[]> | null = null;
  private tokenIndex: FromTokenIndex | null = null;
  private readonly memos = new Map<string, StoredMessage[]>();

  constructor(
    readonly email: string,
    messages: readonly MailboxMessage[],
    /** Other addresses the mailbox sends as. */
    readonly aliases: readonly string[] = [],
  ) {
    this.ascending = messages
      .map((message) => ({ ...message, seq: 0, time: message.date.getTime() }))
      .sort(compareAscending);
    for (const message of this.ascending) this.register(message);
  }

  /** The newest change number; cursors are built from it. */
  get latestSeq(): number {
    return this.lastSeq;
  }

  /** Cursors older than this have expired. */
  get oldestValidSeq(): number {
    return this.oldestSeq;
  }

  /** Every message, oldest first. */
  all(): readonly StoredMessage[] {
    return this.ascending;
  }

  /** A received or written message by its stored id. */
  find(id: string): StoredMessage | undefined {
    return this.byId.get(id) ?? this.writtenById.get(id);
  }

  /** Every message of a conversation, received and written, oldest first. */
  inThread(threadId: string): StoredMessage[] {
    return [...this.ascending, ...this.writtenById.values()]
      .filter((message) => message.threadId === threadId)
      .sort(compareAscending);
  }

  /** What the user wrote, oldest first. */
  written(): WrittenMessage[] {
    return [...this.writtenById.values()].sort(compareAscending);
  }

  /** Keeps a Sent copy. */
  write(message: WrittenMessage): void {
    if (this.byId.has(message.id)) throw new Error(`message ${message.id} already exists`);
    this.writtenById.set(message.id, message);
    this.memos.clear();
  }

  /** Messages from an exact address or from a host or any of its subdomains, oldest first. */
  fromSender(addressOrHost: string): readonly StoredMessage[] {
    if (!this.senderIndex) {
      this.senderIndex = new Map();
      for (const message of this.ascending) {
        for (const key of senderKeys(message.from.address)) {
          const list = this.senderIndex.get(key);
          if (list) list.push(message);
          else this.senderIndex.set(key, [message]);
        }
      }
    }
    return this.senderIndex.get(addressOrHost.toLowerCase().replace(/^@/, '')) ?? [];
  }

  /** The words of every received From header, for Gmail's realistic `from:`; built on first use. */
  fromTokenIndex(): FromTokenIndex {
    this.tokenIndex ??= new FromTokenIndex(this.ascending);
    return this.tokenIndex;
  }

  /** Caches a filtered list until the mailbox changes. */
  memo(key: string, compute: () => StoredMessage[]): StoredMessage[] {
    let list = this.memos.get(key);
    if (!list) {
      if (this.memos.size > 100) this.memos.clear();
      list = compute();
      this.memos.set(key, list);
    }
    return list;
  }

  /** Messages changed after change number `seq`, in the order they changed. */
  changesSince(seq: number): StoredMessage[] {
    return this.ascending.filter((message) => message.seq > seq).sort((a, b) => a.seq - b.seq);
  }

  /** Adds messages as new mail; they get fresh change numbers. Ids must be new. */
  add(messages: readonly MailboxMessage[]): StoredMessage[] {
    const added = messages.map((message) => {
      if (this.byId.has(message.id)) throw new Error(`message ${message.id} already exists`);
      const stored = { ...message, seq: 0, time: message.date.getTime() };
      this.register(stored);
      return stored;
    });
    this.ascending.push(...added);
    this.ascending.sort(compareAscending);
    this.senderIndex = null;
    this.tokenIndex = null;
    this.memos.clear();
    return added;
  }

  /**
   * Forgets the change log so far: every cursor handed out until now has expired. The log moves
   * on by one change, so a cursor taken at the newest change expires too.
   */
  expireCursors(): void {
    this.lastSeq += 1;
    this.oldestSeq = this.lastSeq;
  }

  private register(message: StoredMessage): void {
    this.lastSeq += 1;
    message.seq = this.lastSeq;
    this.byId.set(message.id, message);
  }
}

/** Index of the newest message in an oldest-first list that sorts before `(time, id)`, or -1. */
export function lastIndexBefore(list: readonly StoredMessage[], time: number, id: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const item = list[middle] as StoredMessage;
    if (item.time < time || (item.time === time && item.id < id)) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** Opens each user's mailbox on first use; an unknown user gets an empty one. */
export function createMailboxRegistry(source: MailboxSource): (email: string) => UserMailbox {
  const opened = new Map<string, UserMailbox>();
  const lookUp = (email: string): Mailbox | undefined => {
    if (typeof source === 'function') return source(email);
    const direct = source.get(email);
    if (direct) return direct;
    for (const [key, mailbox] of source) if (key.toLowerCase() === email) return mailbox;
    return undefined;
  };
  return (email) => {
    const key = email.toLowerCase();
    let mailbox = opened.get(key);
    if (!mailbox) {
      const source = lookUp(key);
      mailbox = new UserMailbox(key, source?.messages ?? [], source?.aliases);
      opened.set(key, mailbox);
    }
    return mailbox;
  };
}
