import type { MailboxProvider, MessageMetadata } from '../src/mailbox-providers/provider';

export const SYNTHETIC_PAGE_SIZE = 37;

/** A fixed mailbox: company mail from 23 domains and some people, in a fixed order. */
export function syntheticMailbox(size = 500): MessageMetadata[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `m${i}`,
    fromAddress:
      i % 9 === 0 ? `friend${i % 5}@gmail.com` : `s${i % 40}@mail.brand${(i * 7) % 23}.com`,
    fromName: '',
    subject: `Message ${i}`,
    snippet: '',
    date: new Date(Date.UTC(2010, 0, 1) + ((i * 7919) % 4000) * 86_400_000),
    mailerHeaders: [],
    isReply: false,
    categories: [],
  }));
}

/**
 * Pages through the synthetic mailbox. `failOnPage` throws as a dying worker would;
 * `badCursorOnPage` returns a cursor that cannot be stored, failing the commit itself;
 * `pageDelayMs` makes each page slow, for tests that kill a worker process midway;
 * `stallOnPage` never answers that page, so such a worker is still mid-scan however late the kill.
 */
export function syntheticProvider(
  options: {
    size?: number;
    failOnPage?: number;
    badCursorOnPage?: number;
    pageDelayMs?: number;
    stallOnPage?: number;
  } = {},
): MailboxProvider {
  const mailbox = syntheticMailbox(options.size);
  return {
    id: 'demo',
    async scan(_access, cursor) {
      if (options.pageDelayMs)
        await new Promise((resolve) => setTimeout(resolve, options.pageDelayMs));
      const offset = typeof cursor?.offset === 'number' ? cursor.offset : 0;
      const pageNumber = offset / SYNTHETIC_PAGE_SIZE;
      if (pageNumber === options.failOnPage) throw new Error('worker died');
      if (pageNumber === options.stallOnPage) await new Promise(() => {});
      const end = Math.min(offset + SYNTHETIC_PAGE_SIZE, mailbox.length);
      const isLast = end === mailbox.length;
      const next =
        pageNumber === options.badCursorOnPage ? { offset: end, bad: 1n } : { offset: end };
      return {
        messages: mailbox.slice(offset, end),
        cursor: isLast ? null : next,
        syncCursor: isLast ? { done: true } : undefined,
        progress: (end / mailbox.length) * 100,
      };
    },
    async send() {
      return { providerMessageId: 'synthetic' };
    },
    async revoke() {},
  };
}
