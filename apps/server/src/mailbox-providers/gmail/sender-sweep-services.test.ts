import { messagesFrom } from '#testing/messages-from';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldPages, scanAll, startGmailStand, type GmailStand } from '#testing/gmail-test-kit';
import type { ScanPage } from '../provider';
import type { SweepCursor } from './gmail-scan-page';
import { personTerms } from './sweep-people';

const OWNER = 'me@gmail.com';
/** `count` messages from `name <address>`, one a day from `startDay` days after 2020-01-01. */
const from = (address: string, name: string, count: number, startDay: number) =>
  messagesFrom(address, count, startDay, { name });

const people = [
  ...from('anna@gmx.net', 'Anna Berg', 6, 0),
  ...from('tom@gmx.net', 'Tom Fischer', 4, 3),
  ...from('olga@yandex.ru', 'Olga Ivanova', 5, 1),
  ...from('klaus@t-online.de', 'Klaus Weber', 3, 2),
  // Met last, once: listed by no search, as the walk ends with her.
  ...from('eva@gmx.net', 'Eva Lang', 1, 0),
];
const services = [
  ...from('mailings@gmx.net', 'GMX', 7, 2),
  ...from('noreply@id.yandex.ru', 'Yandex ID', 3, 5),
];
const companies = from('orders@shop-1.com', 'Shop 1', 5, 4);
const messages = [...people, ...services, ...companies].sort(
  (a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1),
);
const addressOf = new Map(messages.map((m) => [m.id, m.from.address]));

let stand: GmailStand;
beforeAll(async () => {
  stand = await startGmailStand(new Map([[OWNER, { messages, senders: [] }]]), {
    unitsPerSecond: 50_000,
  });
});
afterAll(async () => {
  await stand.close();
});

/** A search as the sweep words it, without the date range and the co-domains it leaves out. */
const searchOf = (q: string) => q.replace(/ ?(after:\d+ )?before:\d+.*$/, '') || '(the walk)';

/** A fetch that records, in order, the senders of the messages read and the searches sent. */
function recorder() {
  const record = { reads: [] as string[], searches: [] as string[], queries: [] as string[] };
  const fetchFn: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const id = /\/messages\/([^/]+)$/.exec(url.pathname)?.[1];
    if (id) record.reads.push(addressOf.get(id)!);
    const q = url.searchParams.get('q');
    if (q !== null) record.searches.push(searchOf(q));
    if (q !== null) record.queries.push(q);
    return fetch(input, init);
  };
  return { record, fetch: fetchFn };
}

/** The searches in `more` beyond those in `fewer`, which it must all hold too. */
function beyond(more: string[], fewer: string[]) {
  const extra = [...more];
  for (const search of fewer) {
    expect(extra).toContain(search);
    extra.splice(extra.indexOf(search), 1);
  }
  return extra.sort();
}

const sendersOf = (pages: ScanPage[]) =>
  pages.flatMap((page) => page.senderTotals!.map((total) => total.sender));

describe('Gmail sender sweep and mailbox services', () => {
  it('lists a service’s own mail as the service and its users as nobody', async () => {
    const { pages } = await scanAll(stand.provider(), stand.accessOf(OWNER));
    const counts = Object.fromEntries(
      [...foldPages(pages, OWNER)].map(([domain, aggregate]) => [domain, aggregate.count]),
    );
    expect(counts).toEqual({ 'gmx.net': 7, 'yandex.ru': 3, 'shop-1.com': 5 });
    // A service's own mail is swept by address, never as its whole domain.
    expect(sendersOf(pages)).toEqual(['shop-1.com', 'mailings@gmx.net', 'noreply@id.yandex.ru']);
    // The page hands back each counted sender's newest and oldest message, nothing of people.
    const ends = [companies, services.slice(0, 7), services.slice(7)].flatMap((mail) => [
      mail[0]!.id,
      mail.at(-1)!.id,
    ]);
    expect(pages.flatMap((page) => page.messages.map((m) => m.id)).sort()).toEqual(ends.sort());
  });

  // With 25 senders a page the walk meets tom@gmx.net again and lists him and olga@ at once;
  // with 5 the page ends after olga@, and they are listed then.
  it.each([
    { sendersPerPage: 25, tomAgain: ['tom@gmx.net'] },
    { sendersPerPage: 5, tomAgain: [] },
  ])(
    'lists the people it meets in one search, when one writes again or at the page’s end ($sendersPerPage a page)',
    async ({ sendersPerPage, tomAgain }) => {
      const { record, fetch } = recorder();
      await scanAll(stand.provider({ sendersPerPage, fetch }), stand.accessOf(OWNER));

      // People are searched by their display names next to their addresses, never by address
      // alone: a display name spelling the address must not hide another sender.
      const listsPeople = (q: string) => {
        const terms = /^from:\((.*)\) before:\d+$/.exec(q)?.[1]?.split(' OR ') ?? [];
        return (
          terms.length > 0 && terms.every((term) => term.startsWith('"') || term.includes('@'))
        );
      };
      expect(record.queries.filter(listsPeople).map(searchOf)).toEqual([
        'from:("tom fischer tom gmx net" OR "olga ivanova olga yandex ru")',
        'from:("anna berg anna gmx net" OR "klaus weber klaus t online de")',
      ]);
      // Each counted sender's newest and oldest; each person's first message and the one that
      // turned up again before the people met so far were listed.
      expect(record.reads).toEqual([
        ...['orders@shop-1.com', 'mailings@gmx.net', 'noreply@id.yandex.ru'].flatMap((a) => [a, a]),
        'tom@gmx.net',
        'olga@yandex.ru',
        ...tomAgain,
        'anna@gmx.net',
        'klaus@t-online.de',
        'anna@gmx.net',
        'eva@gmx.net',
      ]);
    },
  );

  it('resumes in a new process reading nothing again: one search a covered company, one for all addresses', async () => {
    const access = stand.accessOf(OWNER);
    // A stopped clock, so that the sweep each process starts ends at the same second.
    const now = Date.now();
    const options = { sendersPerPage: 2, clock: () => now };
    const kept = recorder();
    const provider = stand.provider({ ...options, fetch: kept.fetch });
    const fresh = recorder();
    let cursor: SweepCursor | null = null;
    let pages = 0;
    do {
      const page = await provider.scan(access, cursor);
      // The same page read by a process that has never seen this scan.
      const other = stand.provider({ ...options, fetch: fresh.fetch });
      expect(await other.scan(access, cursor)).toEqual(page);
      expect(fresh.record.reads.splice(0)).toEqual(kept.record.reads.splice(0));
      // It lists the id page again and what the cursor covers: each company, all addresses at
      // once, people's by their names next to them.
      const covered = cursor?.covered ?? [];
      const names = cursor?.names ?? {};
      const addresses = covered
        .filter((sender) => sender.includes('@'))
        .flatMap((address) => personTerms(address, names[address] ?? []));
      const domains = covered.filter((sender) => !sender.includes('@'));
      const relisted = cursor
        ? ['(the walk)', ...domains.map((d) => `from:${d}`), `from:(${addresses.join(' OR ')})`]
        : [];
      const searches = beyond(fresh.record.searches.splice(0), kept.record.searches.splice(0));
      expect(searches).toEqual(relisted.sort());
      cursor = page.cursor as SweepCursor | null;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(3);
  });
});
