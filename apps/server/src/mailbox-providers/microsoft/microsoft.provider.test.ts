import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundTruth, type MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import {
  comparable,
  foldPages,
  mailboxOf,
  newMail,
  SCAN_TIME,
  scanAll,
  startGraphStand,
  type GraphStand,
} from '#testing/microsoft-test-kit';

const BIG = 'big@example.com';
const mailbox = mailboxOf(2500, 40);
const bigMailbox = mailboxOf(20_000, 300, 'big');
const truthOf = (messages: readonly MailboxMessage[]) =>
  comparable(groundTruth({ messages }, { includeSpamTrash: true }));
const truth = truthOf(mailbox.messages);
const LATER = SCAN_TIME + 3_600_000;

let stand: GraphStand;
const users = ['resume', 'during', 'delta', 'expired', 'budget'].map(
  (name) => `${name}@example.com`,
);
beforeAll(async () => {
  stand = await startGraphStand(
    new Map([[BIG, bigMailbox], ...users.map((user) => [user, mailbox] as const)]),
  );
});
afterAll(async () => {
  await stand.close();
});

describe('Microsoft adapter: full scan', () => {
  it('counts 20,000 messages like the ground truth, 1000 a request, without bodies', async () => {
    const { pages, syncCursor } = await scanAll(stand.provider(), stand.accessOf(BIG));
    const stats = stand.graph.stats(BIG);
    // 20 pages of 1000, the Inbox delta link and the oldest date (for progress).
    expect(stats.byMethod).toEqual({ 'messages.list': 21, 'messages.delta': 1 });
    expect(comparable(foldPages(pages, BIG))).toEqual(truthOf(bigMailbox.messages));
    expect(stats.requests).toBeLessThanOrEqual(Math.ceil(20_000 / 1000) + 3);
    expect(stats.maxInFlight).toBeLessThanOrEqual(4);
    expect(stats.refused).toBe(0);
    expect(stats.rateLimited).toBe(0);
    expect(syncCursor).toMatchObject({ phase: 'delta' });
    const progress = pages.map((page) => page.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    const [first] = pages[0]!.messages;
    // Its unsubscribe, when it has one, is checked below against the message sent.
    expect({ ...first, unsubscribe: undefined }).toEqual({
      id: expect.any(String),
      fromAddress: expect.stringMatching(/^[^A-Z]+@[^A-Z]+$/),
      fromName: expect.any(String),
      subject: expect.any(String),
      snippet: '',
      date: expect.any(Date),
      mailerHeaders: expect.any(Array),
      isReply: false,
      categories: [expect.stringMatching(/^(focused|other)$/)],
    });
    // The headers that tell a company's mailer apart come with the list (internetMessageHeaders).
    const withList = (list: boolean) =>
      bigMailbox.messages.filter((m) => m.listUnsubscribe === list);
    const scanned = new Map(
      pages.flatMap((page) => page.messages).map((m) => [m.subject + m.date.toISOString(), m]),
    );
    for (const message of [withList(true)[0]!, withList(false)[0]!]) {
      const read = scanned.get(message.subject + message.date.toISOString())!;
      expect(read.mailerHeaders.includes('list-unsubscribe')).toBe(message.listUnsubscribe);
      // How to unsubscribe is read from the same headers: one-click and mailto, as sent.
      expect(read.unsubscribe).toEqual(
        message.listUnsubscribe
          ? {
              oneClick: expect.stringMatching(/^https:\/\/[^/]+\/unsubscribe\//),
              mailto: {
                to: expect.stringMatching(/^unsubscribe@/),
                subject: expect.any(String),
                body: '',
              },
            }
          : undefined,
      );
    }
  });

  it('takes one request from the app’s budget shared across tenants for every request it makes', async () => {
    const user = 'budget@example.com';
    let taken = 0;
    const appBudget = {
      take: async (units: number) => {
        taken += units;
      },
    };
    await scanAll(stand.provider({ appBudget }), stand.accessOf(user));
    expect(taken).toBe(stand.graph.stats(user).requests);
    expect(taken).toBeGreaterThan(0);
  });

  it('resumes from a cursor taken mid-scan with the same totals', async () => {
    const [user] = users as [string];
    const head = await scanAll(stand.provider(), stand.accessOf(user), null, 2);
    expect(head.cursor).not.toBeNull();
    // A job that died after committing page 2 starts over from its stored cursor.
    const stored = JSON.parse(JSON.stringify(head.cursor)) as typeof head.cursor;
    const tail = await scanAll(stand.provider(), stand.accessOf(user), stored);
    expect(comparable(foldPages([...head.pages, ...tail.pages], user))).toEqual(truth);
  });
});

describe('Microsoft adapter: rescans', () => {
  it('counts mail that arrives during the scan exactly once, in the next rescan', async () => {
    const user = users[1]!;
    const provider = stand.provider();
    const access = stand.accessOf(user);
    const first = await provider.scan(access, null);
    const arrived = [
      newMail('a1', 'news@mail.new-shop.com', new Date(SCAN_TIME + 60_000)),
      newMail('a2', mailbox.messages[0]!.from.address, new Date(SCAN_TIME + 120_000)),
    ];
    stand.graph.addMessages(user, arrived);
    const rest = await scanAll(provider, access, first.cursor);
    const again = await scanAll(stand.provider({ clock: () => LATER }), access, rest.syncCursor);
    expect(again.pages.flatMap((page) => page.messages).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['New a1', 'New a2']),
    );
    const folded = foldPages([first, ...rest.pages, ...again.pages], user);
    expect(comparable(folded)).toEqual(truthOf([...mailbox.messages, ...arrived]));
  });

  it('returns only the messages added since the last scan', async () => {
    const user = users[2]!;
    const provider = stand.provider({ clock: () => LATER });
    const access = stand.accessOf(user);
    const { syncCursor } = await scanAll(stand.provider(), access);
    const quiet = await provider.scan(access, syncCursor!);
    expect(quiet).toMatchObject({ messages: [], cursor: null, progress: 100 });
    stand.graph.addMessages(user, [
      newMail('d1', 'orders@shop.example-store.com', new Date(SCAN_TIME + 1000)),
      newMail('d2', 'orders@shop.example-store.com', new Date(SCAN_TIME + 1000)),
      newMail('d3', 'hello@other-shop.com', new Date(SCAN_TIME + 5000)),
    ]);
    stand.graph.resetStats(user);
    const fresh = await provider.scan(access, quiet.syncCursor!);
    expect(fresh.messages.map((message) => message.subject).sort()).toEqual([
      'New d1',
      'New d2',
      'New d3',
    ]);
    expect(stand.graph.stats(user).requests).toBe(1);
    const after = await provider.scan(access, fresh.syncCursor!);
    expect(after.messages).toEqual([]);
  });

  it('after an expired delta link counts only what is new by date, never twice', async () => {
    const user = users[3]!;
    const access = stand.accessOf(user);
    const full = await scanAll(stand.provider(), access);
    const arrived = [
      newMail('e1', 'news@mail.new-shop.com', new Date(SCAN_TIME)),
      newMail('e2', 'news@mail.new-shop.com', new Date(SCAN_TIME + 60_000)),
    ];
    stand.graph.addMessages(user, arrived);
    stand.graph.expireDeltaTokens(user);
    const provider = stand.provider({ clock: () => LATER });
    const fallback = await scanAll(provider, access, full.syncCursor);
    const folded = foldPages([...full.pages, ...fallback.pages], user);
    expect(comparable(folded)).toEqual(truthOf([...mailbox.messages, ...arrived]));

    const late = newMail('e3', 'news@mail.new-shop.com', new Date(LATER + 1000));
    stand.graph.addMessages(user, [late]);
    const next = await scanAll(
      stand.provider({ clock: () => LATER + 3_600_000 }),
      access,
      fallback.syncCursor,
    );
    expect(next.pages.flatMap((page) => page.messages).map((m) => m.subject)).toEqual(['New e3']);
  });
});

describe('Microsoft adapter: the addresses a mailbox sends as', () => {
  it('lists the smtp proxy addresses besides the primary one', async () => {
    const email = 'proxies@example.com';
    const local = await startGraphStand(
      new Map([[email, { ...mailboxOf(10, 3), aliases: ['Bo.Alias@Example.org'] }]]),
    );
    try {
      expect(await local.provider().listAliases!(local.accessOf(email))).toEqual([
        'bo.alias@example.org',
      ]);
    } finally {
      await local.close();
    }
  });
});
