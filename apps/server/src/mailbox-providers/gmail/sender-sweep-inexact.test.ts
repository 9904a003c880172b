import { messagesFrom } from '#testing/messages-from';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundTruth } from '@reclaim/stand-ins/mail-apis';
import {
  comparable,
  foldPages,
  scanAll,
  startGmailStand,
  type GmailStand,
} from '#testing/gmail-test-kit';
import { sweepCursorSchema } from './gmail-scan-page';

const OWNER = 'me@acme.com';
/** A message from `name <address>`, `day` days after 2020-01-01. */
const mail = (address: string, name: string, day: number) =>
  messagesFrom(address, 1, day, { name })[0]!;

// `from:shop.com` leaves out `-from:com.au` (shop.com.au is another company), and with it this
// message of shop.com itself, whose display name holds the words `com au`.
const shopUnlisted = mail('news@shop.com', 'Shop.com.au', 11);
// Listed by `from:shop.com` for the words in its address, which no search can name (the `/`).
const unsearchable = mail('orders/shop.com@example.org', '', 9);
// The owner's own domain, with mail its search does not list either.
const ownUnlisted = mail('desk@acme.com', 'Acme.com.au', 19);
const messages = [
  mail('desk@acme.com', 'Acme Desk', 20),
  ownUnlisted,
  mail('desk@acme.com', 'Acme Desk', 18),
  ...[14, 13, 12].map((day) => mail('news@shop.com', 'Shop', day)),
  shopUnlisted,
  mail('news@shop.com', 'Shop', 10),
  unsearchable,
];
const truth = comparable(groundTruth({ messages }, { includeSpamTrash: false, ownAddress: OWNER }));

let stand: GmailStand;
beforeAll(async () => {
  stand = await startGmailStand(new Map([[OWNER, { messages, senders: [] }]]), {
    unitsPerSecond: 50_000,
  });
});
afterAll(async () => {
  await stand.close();
});

describe('Gmail sender sweep when a sender’s search misses some of its mail', () => {
  it('counts on its own a message its sender’s search did not list', async () => {
    const { pages } = await scanAll(stand.provider(), stand.accessOf(OWNER));

    expect(comparable(foldPages(pages, OWNER))).toEqual(truth);
    expect(truth['shop.com']?.count).toBe(5);
    expect(pages.flatMap((page) => page.senderTotals)).toContainEqual({
      sender: 'shop.com',
      count: 1,
      first: shopUnlisted.date,
      last: shopUnlisted.date,
      samples: [expect.objectContaining({ id: shopUnlisted.id, fromAddress: 'news@shop.com' })],
    });
  });

  it('covers the mailbox’s own domain without counting it, even mail its search did not list', async () => {
    const { pages } = await scanAll(stand.provider(), stand.accessOf(OWNER));

    const totals = pages.flatMap((page) => page.senderTotals ?? []);
    expect(totals.map((total) => total.sender)).toEqual(['shop.com', 'shop.com', 'example.org']);
    expect(pages.flatMap((page) => page.messages).map((m) => m.fromAddress)).not.toContain(
      'desk@acme.com',
    );
  });

  it('keeps in the cursor the ids a search listed that no address can leave out, for the next process', async () => {
    const first = await scanAll(
      stand.provider({ sendersPerPage: 2 }),
      stand.accessOf(OWNER),
      null,
      1,
    );
    const cursor = sweepCursorSchema.parse(first.cursor);
    expect(cursor.covered).toEqual(['acme.com', 'shop.com']);
    expect(cursor.exclusions).toEqual({ 'shop.com': { addresses: [], ids: [unsearchable.id] } });

    const rest = await scanAll(stand.provider(), stand.accessOf(OWNER), cursor);
    expect(comparable(foldPages([...first.pages, ...rest.pages], OWNER))).toEqual(truth);
  });
});
