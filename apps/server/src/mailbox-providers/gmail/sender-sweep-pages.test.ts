import { messagesFrom } from '#testing/messages-from';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import { startGmailStand, type GmailStand } from '#testing/gmail-test-kit';
import { MAILBOX_SERVICES } from '../../scanning/free-mail-domains';
import type { ScanPage } from '../provider';
import { GmailApiError, type GmailCall } from './gmail-client';
import type { SweepCursor } from './gmail-scan-page';
import { NO_MAILBOX_SERVICES, startSweep, sweepPage, type SweepContext } from './sender-sweep';
import { SweepMemory } from './sweep-memory';
import { oauthCredentialsSchema } from '../shared/oauth-credentials';

/** `count` messages from `address`, one a day from `startDay` days after 2020-01-01. */
const from = (address: string, count: number, startDay: number, rawFrom?: string) =>
  messagesFrom(address, count, startDay, { rawFrom });

const newestFirst = (messages: MailboxMessage[]) =>
  messages.sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1));

// Five shops, each first met in turn: shop-5.com's newest message, then shop-4.com's, and so on.
const FIVE_SHOPS = 'shops@example.com';
const fiveShops = newestFirst(
  [1, 2, 3, 4, 5].flatMap((i) => [
    ...from(`news@shop-${i}.com`, 1, i),
    ...from(`news@shop-${i}.com`, 1, i + 10),
    ...from(`news@shop-${i}.com`, 1, i + 20),
  ]),
);
// One shop filling three id-list pages (500, 500 and 250 ids).
const ONE_BIG_SHOP = 'big@example.com';
const oneBigShop = newestFirst(from('news@big-shop.com', 1250, 0));
// 499 ids of one shop and, last on the first id-list page, the only one of another.
const PAGE_EDGE = 'edge@example.com';
const pageEdge = newestFirst([
  ...from('news@many.com', 499, 100),
  ...from('news@edge-shop.com', 1, 99),
  ...from('news@old-shop.com', 3, 0),
]);
const ODD = 'odd@example.com';
const bank = from('alerts@bank-1.com', 1, 2);
const noDomain = [
  ...from('', 1, 3, 'undisclosed-recipients:;'),
  ...from('mailer-daemon@localhost', 1, 4),
];
const odd = newestFirst([
  ...from('news@shop-1.com', 2, 0),
  ...bank,
  ...noDomain,
  ...from('news@shop-2.com', 2, 5),
]);
const PLAIN = 'plain@example.com';
const plain = newestFirst([
  ...from('anna@gmx.net', 2, 0),
  ...from('tom@gmx.net', 1, 1),
  ...from('news@shop-1.com', 2, 2),
]);

let stand: GmailStand;
beforeAll(async () => {
  const mailboxes = {
    [FIVE_SHOPS]: fiveShops,
    [ONE_BIG_SHOP]: oneBigShop,
    [PAGE_EDGE]: pageEdge,
    [ODD]: odd,
    [PLAIN]: plain,
  };
  const served = new Map(
    Object.entries(mailboxes).map(([email, messages]) => [email, { messages, senders: [] }]),
  );
  stand = await startGmailStand(served, { unitsPerSecond: 100_000, maxConcurrent: 50 });
});
afterAll(async () => {
  await stand.close();
});

interface CallOptions {
  /** Ids deleted since they were listed: Gmail answers 404 when they are read. */
  gone?: ReadonlySet<string>;
  /** Gmail's `resultSizeEstimate` on the walk's id-list pages, by page token (rough in Gmail). */
  estimate?: (pageToken: string | null) => number | undefined;
}

/** A Gmail caller straight to the emulator that records the ids read and the walk's list pages. */
function gmailOf(email: string, options: CallOptions = {}) {
  const access = stand.accessOf(email);
  const token = oauthCredentialsSchema.parse(access.credentials).accessToken;
  const reads: string[] = [];
  const walkPages: (string | null)[] = [];
  const call: GmailCall = async (method, path, init = {}) => {
    const query = init.query ?? new URLSearchParams();
    if (method === 'messages.get') {
      const id = path.slice('messages/'.length);
      reads.push(id);
      if (options.gone?.has(id)) throw new GmailApiError(404, 'notFound', 'Not Found');
    }
    const url = `${stand.gmail.baseUrl}/gmail/v1/users/me/${path}?${query.toString()}`;
    const answer = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as Record<string, unknown>;
    if (!answer.ok) throw new GmailApiError(answer.status, 'failed', JSON.stringify(body));
    const isWalk = method === 'messages.list' && !query.get('q')?.startsWith('from:');
    if (isWalk) {
      const pageToken = query.get('pageToken');
      walkPages.push(pageToken);
      if (options.estimate) body.resultSizeEstimate = options.estimate(pageToken);
    }
    return body;
  };
  return { call, reads, walkPages };
}

function contextOf(call: GmailCall, address: string, settings: Partial<SweepContext> = {}) {
  return {
    call,
    address,
    memory: new SweepMemory(),
    services: MAILBOX_SERVICES,
    maxSendersPerPage: 25,
    maxListPagesPerPage: 10,
    clock: Date.now,
    ...settings,
  } satisfies SweepContext;
}

/** Sweeps the whole mailbox page by page, as one process. */
async function sweepAll(context: SweepContext) {
  const pages: ScanPage[] = [];
  let cursor: SweepCursor | null = await startSweep(context.call, null, context.clock);
  while (cursor) {
    const page = await sweepPage(context, cursor);
    pages.push(page);
    cursor = page.cursor as SweepCursor | null;
  }
  return pages;
}

const sendersOf = (page: ScanPage) => page.senderTotals?.map((total) => total.sender);

describe('Gmail sender sweep, page by page', () => {
  it('sweeps at most maxSendersPerPage new senders a page, stopping right after the last', async () => {
    const { call } = gmailOf(FIVE_SHOPS);
    const pages = await sweepAll(contextOf(call, FIVE_SHOPS, { maxSendersPerPage: 2 }));

    expect(pages.map(sendersOf)).toEqual([
      ['shop-5.com', 'shop-4.com'],
      ['shop-3.com', 'shop-2.com'],
      ['shop-1.com'],
    ]);
    expect(pages.map((page) => page.cursor)).toEqual([
      expect.objectContaining({ offset: 2, seen: 2, covered: ['shop-5.com', 'shop-4.com'] }),
      expect.objectContaining({
        offset: 4,
        seen: 4,
        covered: ['shop-5.com', 'shop-4.com', 'shop-3.com', 'shop-2.com'],
      }),
      null,
    ]);
  });

  it('walks at most maxListPagesPerPage id-list pages a page, reading no covered mail', async () => {
    const { call, reads, walkPages } = gmailOf(ONE_BIG_SHOP);
    const context = contextOf(call, ONE_BIG_SHOP, { maxListPagesPerPage: 2 });
    const cursor = await startSweep(call, null, Date.now);

    const first = await sweepPage(context, cursor);
    expect(first.cursor).toMatchObject({ offset: 0, seen: 1000, covered: ['big-shop.com'] });
    expect(walkPages).toEqual([null, expect.any(String)]);
    expect(reads).toEqual([oneBigShop[0]!.id, oneBigShop.at(-1)!.id]);

    const last = await sweepPage(context, first.cursor as SweepCursor);
    expect(last).toMatchObject({ cursor: null, progress: 100, senderTotals: [] });
    expect(walkPages).toHaveLength(3);
    expect(reads).toHaveLength(2);
  });

  it('lists no further id page once it has swept its senders at a list page’s end', async () => {
    const { call, walkPages } = gmailOf(PAGE_EDGE);
    const context = contextOf(call, PAGE_EDGE, { maxSendersPerPage: 2 });
    const page = await sweepPage(context, await startSweep(call, null, Date.now));

    expect(page.cursor).toMatchObject({ offset: 0, seen: 500 });
    expect(sendersOf(page)).toEqual(['many.com', 'edge-shop.com']);
    expect(walkPages).toEqual([null]);
  });

  // Gmail's estimate is rough and may differ from one id-list page to the next.
  it.each([
    { estimates: 'the exact size', first: 1250, later: 1250, progress: 80 },
    { estimates: 'a size that later shrinks', first: 2000, later: 1250, progress: 50 },
    { estimates: 'too small a size', first: 800, later: 800, progress: 99 },
    { estimates: 'no size', first: undefined, later: undefined, progress: 0 },
  ])(
    'measures progress by the first list page’s estimate when Gmail gives $estimates',
    async ({ first, later, progress }) => {
      const { call } = gmailOf(ONE_BIG_SHOP, {
        estimate: (pageToken) => (pageToken === null ? first : later),
      });
      const pages = await sweepAll(contextOf(call, ONE_BIG_SHOP, { maxListPagesPerPage: 2 }));
      expect(pages.map((page) => page.progress)).toEqual([progress, 100]);
    },
  );

  it('skips a message deleted between listing and reading, and sweeps on', async () => {
    const { call, reads } = gmailOf(ODD, { gone: new Set([bank[0]!.id]) });
    const pages = await sweepAll(contextOf(call, ODD));

    expect(pages).toHaveLength(1);
    expect(sendersOf(pages[0]!)).toEqual(['shop-2.com', 'shop-1.com']);
    expect(reads.filter((id) => id === bank[0]!.id)).toHaveLength(1);
  });

  it('reads a message whose From names no domain once, and counts nothing for it', async () => {
    const { call, reads } = gmailOf(ODD);
    const [page] = await sweepAll(contextOf(call, ODD));

    expect(sendersOf(page!)).toEqual(['shop-2.com', 'bank-1.com', 'shop-1.com']);
    // Every message is read once: the walk reads each sender's newest, its sweep the rest.
    expect([...reads].sort()).toEqual(odd.map((message) => message.id).sort());
  });

  it('sweeps every sender as a company without mailbox services, people’s domains too', async () => {
    const { call } = gmailOf(PLAIN);
    const context = contextOf(call, PLAIN, { services: NO_MAILBOX_SERVICES });
    const [page] = await sweepAll(context);

    expect(page!.senderTotals?.map(({ sender, count }) => ({ sender, count }))).toEqual([
      { sender: 'shop-1.com', count: 2 },
      { sender: 'gmx.net', count: 3 },
    ]);
  });
});
