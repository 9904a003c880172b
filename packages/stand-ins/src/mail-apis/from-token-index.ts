import { hasTokenRun, tokenizeFrom } from './from-tokens.js';
import type { StoredMessage } from './mailbox-store.js';
import { fromHeaderOf } from './message-headers.js';

/**
 * Finds messages whose From header holds a run of words, as Gmail's own `from:` search does: the
 * header is cut into words (see {@link tokenizeFrom}) and each word points to the messages that
 * carry it. A search starts from the rarest word of the run and checks only those messages, so it
 * stays fast on a large mailbox however common the other words (`com`, `mail`) are.
 */
export class FromTokenIndex {
  /** Messages per word, each list oldest first like the mailbox. */
  private readonly postings = new Map<string, StoredMessage[]>();
  private readonly tokensByMessage = new Map<StoredMessage, readonly string[]>();

  constructor(messages: readonly StoredMessage[]) {
    // Most messages share their header with many others: cut each distinct header once.
    const tokensByHeader = new Map<string, string[]>();
    for (const message of messages) {
      const header = fromHeaderOf(message);
      let tokens = tokensByHeader.get(header);
      if (!tokens) {
        tokens = tokenizeFrom(header);
        tokensByHeader.set(header, tokens);
      }
      this.tokensByMessage.set(message, tokens);
      for (const token of new Set(tokens)) {
        const list = this.postings.get(token);
        if (list) list.push(message);
        else this.postings.set(token, [message]);
      }
    }
  }

  /** The words of a message's From header; also for messages the index was not built over. */
  tokensOf(message: StoredMessage): readonly string[] {
    return this.tokensByMessage.get(message) ?? tokenizeFrom(fromHeaderOf(message));
  }

  /** Tells whether the From header of a message holds the words of `value` in a row. */
  predicateFor(value: string): (message: StoredMessage) => boolean {
    const run = tokenizeFrom(value);
    return (message) => hasTokenRun(this.tokensOf(message), run);
  }

  /** The indexed messages whose From header holds the words of `value` in a row, oldest first. */
  find(value: string): readonly StoredMessage[] {
    const run = tokenizeFrom(value);
    if (run.length === 0) return [];
    let rarest: StoredMessage[] = [];
    for (const [index, token] of run.entries()) {
      const list = this.postings.get(token);
      if (!list) return [];
      if (index === 0 || list.length < rarest.length) rarest = list;
    }
    if (run.length === 1) return rarest;
    return rarest.filter((message) => hasTokenRun(this.tokensOf(message), run));
  }
}
