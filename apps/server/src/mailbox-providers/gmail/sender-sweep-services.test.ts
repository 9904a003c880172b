import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import { foldPages, scanAll, startGmailStand, type GmailStand } from '#testing/gmail-test-kit';

const OWNER = 'me@gmail.com';
const DAY = 86_400_000;
let made = 0;

/** `count` messages from `address`, one a day from `startDay` days after 2020-01-01. */
function from(address: string, name: string, count: number, startDay: number): MailboxMessage[] {
  return Array.from({ length: count }, (_, index) => {
    made += 1;
    const id = made.toString(16).padStart(16, '0');
    return {
      id,
      threadId: id,
      from: { name, address },
      subject: `Message ${index}`,
      snippet: '',
      date: new Date(Date.UTC(2020, 0, 1) + (startDay + index) * DAY),
      listUnsubscribe: false,
      labels: ['INBOX'],
    };
  });
}

const people = [
  ...from('anna@gmx.net', 'Anna Berg', 6, 0),
  ...from('tom@gmx.net', 'Tom Fischer', 4, 3),
  ...from('olga@yandex.ru', 'Olga Ivanova', 5, 1),
  ...from('klaus@t-online.de', 'Klaus Weber', 3, 2),
];
const services = [
  ...from('mailings@gmx.net', 'GMX', 7, 2),
  ...from('noreply@id.yandex.ru', 'Yandex ID', 3, 5),
];
const companies = from('orders@shop-1.com', 'Shop 1', 5, 4);
const messages = [...people, ...services, ...companies].sort(
  (a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1),
);

let stand: GmailStand;
beforeAll(async () => {
  stand = await startGmailStand(new Map([[OWNER, { messages, senders: [] }]]), {
    unitsPerSecond: 50_000,
  });
});
afterAll(async () => {
  await stand.close();
});

describe('Gmail sender sweep and mailbox services', () => {
  it('lists a service’s own mail as the service and its users as nobody', async () => {
    const { pages } = await scanAll(stand.provider(), stand.accessOf(OWNER));
    const counts = Object.fromEntries(
      [...foldPages(pages, OWNER)].map(([domain, aggregate]) => [domain, aggregate.count]),
    );
    expect(counts).toEqual({ 'gmx.net': 7, 'yandex.ru': 3, 'shop-1.com': 5 });
    // Each counted sender's newest and oldest; each person's first message and, at most, one
    // more that turns up before the people met so far are listed together.
    const reads = stand.gmail.stats(OWNER).byMethod['messages.get'] ?? 0;
    expect(reads).toBeLessThanOrEqual(3 * 2 + 4 * 2);
  });
});
