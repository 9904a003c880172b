import { generateMailbox, groundTruth, type MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import { describe, expect, it } from 'vitest';
import type { MailboxProvider, ScanCursor } from '../src/mailbox-providers/provider';
import type { ConformanceContext } from './conformance-kit';
import { comparable, foldPages, scanAll } from './scan-pages';

const PAST = { start: new Date('2012-01-01T00:00:00Z'), end: new Date('2024-06-01T00:00:00Z') };
/** Large enough that every provider's stand-in serves it in several pages. */
const MAILBOX = generateMailbox({ seed: 'conformance', messages: 600, senders: 40, ...PAST });
/** For the checks that need a mailbox, not a big one. */
export const SMALL_MAILBOX = generateMailbox({
  seed: 'conformance-small',
  messages: 60,
  senders: 8,
  ...PAST,
});
/** Mail that arrives after every scan began (the Graph stand's clock stands at 2025-01-01). */
const ARRIVALS = generateMailbox({
  seed: 'conformance-arrivals',
  messages: 12,
  senders: 4,
  start: new Date('2025-01-02T00:00:00Z'),
  end: new Date('2025-01-31T00:00:00Z'),
});

/** What a scan of `messages` must report, comparable with {@link scanned}. */
export const truthOf = (messages: readonly MailboxMessage[], ownAddress: string) =>
  comparable(groundTruth({ messages }, { ownAddress }));

/** What `pages` report, folded as the scan loop folds them. */
export const scanned = (pages: Parameters<typeof foldPages>[0], ownAddress: string) =>
  comparable(foldPages(pages, ownAddress));

/** The provider with every cursor stored as JSON between pages, as the scan job keeps it. */
export const withStoredCursors = (provider: MailboxProvider): MailboxProvider => ({
  ...provider,
  scan: (access, cursor) =>
    provider.scan(access, cursor && (JSON.parse(JSON.stringify(cursor)) as ScanCursor)),
});

export function describeScanChecks({ stand }: ConformanceContext) {
  describe('scanning', () => {
    it('counts every company of a generated mailbox as seeded, over pages resumed from stored cursors', async () => {
      const { access, messages } = await stand().seedMailbox(MAILBOX.messages);
      const truth = truthOf(messages, access.address);

      const { pages } = await scanAll(withStoredCursors(stand().provider), access);

      expect(Object.keys(truth).length, 'companies in the seeded mailbox').toBeGreaterThan(10);
      expect(pages.length, 'pages: the kit serves the mailbox in several').toBeGreaterThan(1);
      expect(scanned(pages, access.address)).toEqual(truth);
      expect(pages.at(-1)).toMatchObject({ cursor: null, progress: 100 });
      expect(pages.at(-1)?.syncCursor).toBeDefined();
    });

    it('finds nothing in a rescan when no mail arrived', async () => {
      const { access } = await stand().seedMailbox(SMALL_MAILBOX.messages);
      const provider = withStoredCursors(stand().provider);
      const full = await scanAll(provider, access);
      expect(full.syncCursor, 'where a rescan starts').toBeDefined();

      const rescan = await scanAll(provider, access, full.syncCursor);

      expect(rescan.pages.flatMap((page) => page.messages)).toEqual([]);
      expect(scanned(rescan.pages, access.address)).toEqual({});
      expect(rescan.syncCursor).toBeDefined();
    });

    it('rescans only the mail that arrived since the last scan', async ({ skip }) => {
      const { deliver } = stand();
      skip(!deliver, 'no mail can arrive in this stand-in’s mailbox');
      const { access, messages } = await stand().seedMailbox(SMALL_MAILBOX.messages);
      const provider = withStoredCursors(stand().provider);
      const full = await scanAll(provider, access);

      const arrived = truthOf(ARRIVALS.messages, access.address);
      expect(Object.keys(arrived).length, 'companies among the arrivals').toBeGreaterThan(1);

      await deliver!(access, ARRIVALS.messages);
      const rescan = await scanAll(provider, access, full.syncCursor);
      const quiet = await scanAll(provider, access, rescan.syncCursor);

      expect(scanned(rescan.pages, access.address)).toEqual(arrived);
      expect(scanned([...full.pages, ...rescan.pages], access.address)).toEqual(
        truthOf([...messages, ...ARRIVALS.messages], access.address),
      );
      expect(rescan.pages.some((page) => page.restarted)).toBe(false);
      expect(scanned(quiet.pages, access.address)).toEqual({});
    });
  });
}
