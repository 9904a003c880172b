import type { MailboxProvider, OutgoingMessage } from '../provider';
import { buildDemoMailbox, type DemoSite } from './demo-mailbox';

const SITES_PER_PAGE = 25;

/**
 * The demo mailbox: sample mail from the popular sites, read in pages like a real mailbox so the
 * scan shows its progress. What it "sends" goes to `deliver` (the local outbox).
 */
export function createDemoProvider(options: {
  sites: readonly DemoSite[];
  deliver: (from: string, message: OutgoingMessage) => Promise<void>;
}): MailboxProvider {
  const { sites } = options;
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
        messages: buildDemoMailbox(access.address, pageSites),
        cursor: isLast ? null : { offset: end },
        ...(isLast ? { syncCursor: { complete: true } } : {}),
        progress: sites.length === 0 ? 100 : Math.round((end / sites.length) * 100),
      };
    },
    async send(access, message) {
      await options.deliver(access.address, message);
      return { providerMessageId: message.messageId };
    },
    async revoke() {},
  };
}
