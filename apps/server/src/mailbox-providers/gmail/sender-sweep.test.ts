import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundTruth, type MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import {
  comparable,
  foldPages,
  mailboxOf,
  scanAll,
  startGmailStand,
  type GmailStand,
} from '#testing/gmail-test-kit';
import { SENDER_SIGNAL_HEADERS } from '../shared/sender-headers';

const ADA = 'ada@example.com';
const mailbox = mailboxOf(5000, 80);
// Gmail's message list leaves out spam and trash, and so does the sweep.
const truth = comparable(groundTruth(mailbox, { includeSpamTrash: false }));
// A fast quota here: these tests are about what is counted; pacing is tested on its own.
const FAST = { unitsPerSecond: 20_000, maxConcurrent: 5 };

/** The From address of every message the sweep walks (Gmail's list leaves out spam and trash). */
const mailboxAddresses = () =>
  mailbox.messages
    .filter((m) => !m.labels.includes('SPAM') && !m.labels.includes('TRASH'))
    .map((m) => m.from.address);

let stand: GmailStand;
beforeAll(async () => {
  stand = await startGmailStand(new Map([[ADA, mailbox]]), FAST);
});
afterAll(async () => {
  await stand.close();
});

describe('Gmail sender sweep', () => {
  it('counts every company domain like the ground truth, reading about one message a sender', async () => {
    stand.gmail.resetStats(ADA);
    const urls: string[] = [];
    const provider = stand.provider({
      fetch: (input, init) => {
        urls.push(input instanceof Request ? input.url : input.toString());
        return fetch(input, init);
      },
    });
    const { pages, syncCursor } = await scanAll(provider, stand.accessOf(ADA));

    expect(comparable(foldPages(pages, ADA))).toEqual(truth);
    const stats = stand.gmail.stats(ADA);
    expect(stats.refused).toBe(0);
    expect(stats.maxInFlight).toBeLessThanOrEqual(5);
    // The walk reads a company's newest message and its oldest when it differs; the check of
    // its search reads one message of each further address it sends from.
    const addresses = new Set(mailboxAddresses()).size;
    const companies = Object.keys(truth).length;
    expect(stats.byMethod['messages.get']).toBeLessThanOrEqual(addresses + companies);
    const gets = urls.filter((url) => /\/messages\/[^/?]+\?/.test(url));
    expect(gets.length).toBe(stats.byMethod['messages.get']);
    for (const url of gets) {
      // Headers only, and of them only what tells a sender apart; never the body.
      const search = new URL(url).searchParams;
      expect(search.get('format')).toBe('metadata');
      expect(search.getAll('metadataHeaders')).toEqual([
        'From',
        'Subject',
        'Date',
        ...SENDER_SIGNAL_HEADERS,
      ]);
    }
    expect(pages.at(-1)).toMatchObject({ cursor: null, progress: 100 });
    expect(syncCursor).toEqual({ historyId: expect.any(String), syncedTo: expect.any(Number) });
  });

  it("keeps a company's newest and oldest message as its samples, and reads the ten newest later", async () => {
    const provider = stand.provider();
    const access = stand.accessOf(ADA);
    const { pages } = await scanAll(provider, access);
    const aggregates = foldPages(pages, ADA);
    for (const [domain, aggregate] of aggregates) {
      const mail = mailbox.messages
        .filter(
          (m) => m.from.address.endsWith(`.${domain}`) || m.from.address.endsWith(`@${domain}`),
        )
        .filter((m) => !m.labels.includes('SPAM') && !m.labels.includes('TRASH'));
      const ends = [...new Set([mail[0]!, mail.at(-1)!])];
      expect(aggregate.samples.map((s) => s.date)).toEqual(ends.map((m) => m.date.toISOString()));

      const samples = await provider.readSamples!(access, domain, 10);
      expect(samples.map((s) => s.date.toISOString())).toEqual(
        mail.slice(0, 10).map((m) => m.date.toISOString()),
      );
      expect(samples.map((s) => s.subject).sort()).toEqual(
        mail
          .slice(0, 10)
          .map((m) => m.subject)
          .sort(),
      );
    }
  });

  it('resumes from a committed cursor in a new process with the same totals', async () => {
    const first = await scanAll(stand.provider(), stand.accessOf(ADA), null, 2);
    expect(first.cursor).not.toBeNull();
    const rest = await scanAll(stand.provider(), stand.accessOf(ADA), first.cursor);
    expect(comparable(foldPages([...first.pages, ...rest.pages], ADA))).toEqual(truth);
  });

  it('ignores a page that was read but never committed, and counts nothing twice', async () => {
    const provider = stand.provider();
    const access = stand.accessOf(ADA);
    const committed = await scanAll(provider, access, null, 2);
    // The next page is read, then the worker dies before committing it.
    await provider.scan(access, committed.cursor);
    const rest = await scanAll(provider, access, committed.cursor);
    expect(comparable(foldPages([...committed.pages, ...rest.pages], ADA))).toEqual(truth);
  });
});

describe('Gmail rescans', () => {
  const arriving = (id: string, address: string, offsetSeconds: number): MailboxMessage => ({
    id,
    threadId: id,
    from: { name: 'Shop', address },
    subject: `New mail ${id}`,
    snippet: '',
    // Mail that arrives after the scan: dated after it, in whole seconds like Gmail's dates.
    date: new Date((Math.ceil(Date.now() / 1000) + offsetSeconds) * 1000),
    listUnsubscribe: true,
    labels: ['INBOX', 'CATEGORY_PROMOTIONS'],
  });

  it('reads only the messages added since the last scan', async () => {
    const email = 'bob@example.com';
    const own = mailboxOf(800, 20, 'bob');
    const local = await startGmailStand(new Map([[email, own]]), FAST);
    try {
      const provider = local.provider();
      const access = local.accessOf(email);
      const full = await scanAll(provider, access);
      const known = own.senders.find((s) => s.kind !== 'person')!.address;
      const added = [
        arriving('a000000000000001', known, 2),
        arriving('a000000000000002', 'hello@news.brand-new.co.uk', 3),
        arriving('a000000000000003', 'friend@gmail.com', 3),
      ];
      local.gmail.addMessages(email, added);
      local.gmail.resetStats(email);

      const rescan = await scanAll(provider, access, full.syncCursor);
      expect(rescan.pages.flatMap((p) => p.messages.map((m) => m.id)).sort()).toEqual(
        added.map((m) => m.id),
      );
      expect(local.gmail.stats(email).byMethod).toEqual({ 'history.list': 1, 'messages.get': 3 });
      const all = { ...own, messages: [...added, ...own.messages] };
      expect(comparable(foldPages([...full.pages, ...rescan.pages], email))).toEqual(
        comparable(groundTruth(all, { includeSpamTrash: false })),
      );
      const again = await scanAll(provider, access, rescan.syncCursor);
      expect(again.pages.flatMap((p) => p.messages)).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it('sweeps what arrived since the last scan when Google forgot the history', async () => {
    const email = 'cy@example.com';
    const own = mailboxOf(800, 20, 'cy');
    const local = await startGmailStand(new Map([[email, own]]), FAST);
    try {
      const provider = local.provider();
      const access = local.accessOf(email);
      const full = await scanAll(provider, access);
      const added = Array.from({ length: 30 }, (_, i) =>
        arriving(`b0000000000000${String(i).padStart(2, '0')}`, `news@shop-${i % 4}.com`, 2 + i),
      );
      local.gmail.expireHistory(email);
      local.gmail.addMessages(email, added);

      // The rescan runs a minute later, when all of the new mail has arrived.
      const later = local.provider({ clock: () => Date.now() + 60_000 });
      const rescan = await scanAll(later, access, full.syncCursor);
      expect(rescan.pages.every((page) => page.senderTotals)).toBe(true);
      expect(comparable(foldPages(rescan.pages, email))).toEqual(
        comparable(groundTruth({ messages: added })),
      );
      const all = { ...own, messages: [...added, ...own.messages] };
      expect(comparable(foldPages([...full.pages, ...rescan.pages], email))).toEqual(
        comparable(groundTruth(all, { includeSpamTrash: false })),
      );
    } finally {
      await local.close();
    }
  });
});
