import { describe, expect, it } from 'vitest';
import type { MessageMetadata } from '../mailbox-providers/provider';
import {
  aggregatePage,
  aggregateScanPage,
  aggregateTotals,
  mergeAggregates,
  MAX_SAMPLES_PER_DOMAIN,
} from './aggregate-page';
import { OwnAddresses } from './own-addresses';

function message(fromAddress: string, day: number, subject = `Subject ${day}`): MessageMetadata {
  return {
    id: `${fromAddress}-${day}`,
    fromAddress,
    fromName: '',
    subject,
    snippet: '',
    date: new Date(Date.UTC(2020, 0, day)),
    mailerHeaders: [],
    isReply: false,
    categories: [],
  };
}

describe('aggregatePage', () => {
  it('counts per company domain with first and last dates, leaving people out', () => {
    const result = aggregatePage(
      [
        message('a@shop.com', 5),
        message('b@mail.shop.com', 2),
        message('c@shop.com', 9),
        message('f@gmail.com', 1),
      ],
      new OwnAddresses(['me@gmail.com']),
    );
    expect([...result.keys()]).toEqual(['shop.com']);
    const shop = result.get('shop.com')!;
    expect(shop.count).toBe(3);
    expect(shop.first.toISOString()).toBe('2020-01-02T00:00:00.000Z');
    expect(shop.last.toISOString()).toBe('2020-01-09T00:00:00.000Z');
  });

  it('keeps at most 10 samples, the newest, with sender, subject and date only', () => {
    const messages = Array.from({ length: 25 }, (_, i) => message('n@news.example.org', i + 1));
    const samples = aggregatePage(messages, new OwnAddresses(['me@gmail.com'])).get(
      'example.org',
    )!.samples;
    expect(samples).toHaveLength(MAX_SAMPLES_PER_DOMAIN);
    expect(samples[0]).toEqual({
      from: 'n@news.example.org',
      subject: 'Subject 25',
      date: '2020-01-25T00:00:00.000Z',
    });
    expect(Object.keys(samples[0]!).sort()).toEqual(['date', 'from', 'subject']);
  });

  it('keeps with a sample how its message said it could be unsubscribed from', () => {
    const unsubscribe = { oneClick: 'https://news.example.org/u/1' };
    const samples = aggregatePage(
      [{ ...message('n@news.example.org', 2), mailerHeaders: ['list-unsubscribe'], unsubscribe }],
      new OwnAddresses(['me@gmail.com']),
    ).get('example.org')!.samples;
    expect(samples).toEqual([
      {
        from: 'n@news.example.org',
        subject: 'Subject 2',
        date: '2020-01-02T00:00:00.000Z',
        unsubscribe,
      },
    ]);
  });

  it('counts messages of the same day each, with that day as first and last', () => {
    const own = new OwnAddresses(['me@gmail.com']);
    const sameDay = aggregatePage(
      [message('a@shop.com', 7, 'Receipt'), message('b@shop.com', 7, 'Invoice')],
      own,
    ).get('shop.com')!;
    expect(sameDay.count).toBe(2);
    expect(sameDay.first.toISOString()).toBe('2020-01-07T00:00:00.000Z');
    expect(sameDay.last.toISOString()).toBe('2020-01-07T00:00:00.000Z');
    expect(sameDay.samples.map((sample) => sample.subject)).toEqual(['Invoice', 'Receipt']);
  });

  it('orders samples of the same day by subject, whatever order they arrive in', () => {
    const own = new OwnAddresses(['me@gmail.com']);
    for (const order of [
      [
        message('a@shop.com', 7, 'Receipt'),
        message('a@shop.com', 3),
        message('b@shop.com', 7, 'Invoice'),
      ],
      [
        message('b@shop.com', 7, 'Invoice'),
        message('a@shop.com', 7, 'Receipt'),
        message('a@shop.com', 3),
      ],
    ]) {
      const shop = aggregatePage(order, own).get('shop.com')!;
      expect(shop.count).toBe(3);
      expect(shop.first.toISOString()).toBe('2020-01-03T00:00:00.000Z');
      expect(shop.last.toISOString()).toBe('2020-01-07T00:00:00.000Z');
      expect(shop.samples.map((sample) => sample.subject)).toEqual([
        'Invoice',
        'Receipt',
        'Subject 3',
      ]);
    }
  });

  it('gives the same result whichever way the messages are split into pages', () => {
    const messages = Array.from({ length: 40 }, (_, i) =>
      message(`x${i % 3}@brand${i % 4}.com`, ((i * 7) % 28) + 1),
    );
    const whole = aggregatePage(messages, new OwnAddresses(['me@gmail.com']));
    const a = aggregatePage(messages.slice(0, 13), new OwnAddresses(['me@gmail.com']));
    const b = aggregatePage(messages.slice(13), new OwnAddresses(['me@gmail.com']));
    for (const [domain, aggregate] of whole) {
      const merged = mergeAggregates(a.get(domain), b.get(domain) ?? a.get(domain)!);
      const expected = b.get(domain) && a.get(domain) ? merged : (a.get(domain) ?? b.get(domain));
      expect(expected).toEqual(aggregate);
    }
  });

  it('judges each sender by its own header list, however the header names run together', () => {
    const own = new OwnAddresses(['me@gmail.com']);
    const anna = (day: number, mailerHeaders: string[]) => ({
      ...message('anna.berg@berg-family.example', day),
      fromName: 'Anna Berg',
      mailerHeaders,
    });
    const berg = aggregatePage(
      [anna(2, ['auto-', 'submitted']), anna(3, ['auto-submitted'])],
      own,
    ).get('berg-family.example')!;
    // Only the first carries a header that is not `auto-submitted`: only it is a company's.
    expect(berg.samples.map((sample) => sample.date)).toEqual(['2020-01-02T00:00:00.000Z']);
  });
});

describe('aggregateScanPage', () => {
  const own = new OwnAddresses(['me@gmail.com']);
  const page = { messages: [message('a@shop.com', 5), message('b@shop.com', 7)], cursor: null };

  it('aggregates a page’s messages when it has no counted totals', () => {
    const shop = aggregateScanPage({ ...page, progress: 100 }, own).get('shop.com')!;
    expect(shop.count).toBe(2);
    expect(shop.last.toISOString()).toBe('2020-01-07T00:00:00.000Z');
  });

  it('takes a page’s counted totals, not its messages, when it has them', () => {
    const totals = [
      {
        sender: 'shop.com',
        count: 40,
        first: new Date(Date.UTC(2018, 0, 1)),
        last: new Date(Date.UTC(2020, 0, 7)),
        samples: [message('b@shop.com', 7)],
      },
    ];
    const shop = aggregateScanPage({ ...page, progress: 100, senderTotals: totals }, own).get(
      'shop.com',
    )!;
    expect(shop.count).toBe(40);
    expect(shop.first.toISOString()).toBe('2018-01-01T00:00:00.000Z');
  });
});

describe('aggregateTotals', () => {
  const own = new OwnAddresses(['me@gmail.com']);
  const bulkMail = (fromAddress: string, isoDate: string, subject: string): MessageMetadata => ({
    ...message(fromAddress, 1, subject),
    date: new Date(isoDate),
    mailerHeaders: ['list-unsubscribe'],
  });

  it('adds up the counted totals of one company’s senders, with its first and last mail', () => {
    const result = aggregateTotals(
      [
        {
          sender: 'shop.com',
          count: 12,
          first: new Date('2019-03-04T08:00:00.000Z'),
          last: new Date('2020-01-09T10:30:00.000Z'),
          samples: [
            bulkMail('orders@shop.com', '2020-01-09T10:30:00.000Z', 'Your order'),
            bulkMail('orders@shop.com', '2019-11-20T09:00:00.000Z', 'Sale'),
          ],
        },
        {
          sender: 'news@mail.shop.com',
          count: 5,
          first: new Date('2018-06-01T12:00:00.000Z'),
          last: new Date('2019-12-31T23:59:00.000Z'),
          samples: [bulkMail('news@mail.shop.com', '2019-12-31T23:59:00.000Z', 'Shipping update')],
        },
      ],
      own,
    );
    expect([...result.keys()]).toEqual(['shop.com']);
    const shop = result.get('shop.com')!;
    expect(shop.count).toBe(17);
    expect(shop.first.toISOString()).toBe('2018-06-01T12:00:00.000Z');
    expect(shop.last.toISOString()).toBe('2020-01-09T10:30:00.000Z');
    expect(shop.looksPersonal).toBe(false);
    expect(shop.samples).toEqual([
      { from: 'orders@shop.com', subject: 'Your order', date: '2020-01-09T10:30:00.000Z' },
      { from: 'news@mail.shop.com', subject: 'Shipping update', date: '2019-12-31T23:59:00.000Z' },
      { from: 'orders@shop.com', subject: 'Sale', date: '2019-11-20T09:00:00.000Z' },
    ]);
  });

  it('leaves out the person’s own mail, people at mailbox services and empty totals', () => {
    const counted = (fromAddress: string, count: number) => ({
      sender: fromAddress,
      count,
      first: new Date('2020-01-01T00:00:00.000Z'),
      last: new Date('2020-01-02T00:00:00.000Z'),
      samples: [bulkMail(fromAddress, '2020-01-02T00:00:00.000Z', 'Hello')],
    });
    const result = aggregateTotals(
      [
        counted('me@gmail.com', 40),
        counted('friend@gmail.com', 30),
        { ...counted('billing@shop.com', 3), samples: [] },
        counted('billing@shop.com', 2),
      ],
      own,
    );
    expect([...result.keys()]).toEqual(['shop.com']);
    expect(result.get('shop.com')).toMatchObject({ count: 2, looksPersonal: false });
  });
});

describe('people on domains of their own', () => {
  const own = new OwnAddresses(['me@gmail.com']);
  const person = (day: number) => ({
    ...message('anna.berg@berg-family.example', day),
    fromName: 'Anna Berg',
  });
  const colleague = (day: number) => ({
    ...message('jonas.weber@acme.example', day),
    fromName: 'Jonas Weber',
  });
  const newsletter = (day: number) => ({
    ...message('news@acme.example', day),
    mailerHeaders: ['list-unsubscribe'],
  });

  it('counts a person’s mail under their domain, marked personal, keeping none of it', () => {
    const berg = aggregatePage([person(1), person(4)], own).get('berg-family.example');
    expect(berg).toMatchObject({ count: 2, looksPersonal: true, samples: [] });
    expect(berg!.last.toISOString()).toBe('2020-01-04T00:00:00.000Z');
  });

  it('makes a domain a company as soon as one of its messages is a company’s', () => {
    for (const order of [
      [colleague(1), newsletter(2), colleague(3)],
      [newsletter(2), colleague(1), colleague(3)],
    ]) {
      const acme = aggregatePage(order, own).get('acme.example')!;
      expect(acme).toMatchObject({ count: 3, looksPersonal: false });
      expect(acme.samples.map((sample) => sample.from)).toEqual(['news@acme.example']);
    }
    // Across pages too: personal pages merged with a company's page.
    const merged = mergeAggregates(
      aggregatePage([colleague(1)], own).get('acme.example'),
      aggregatePage([newsletter(2)], own).get('acme.example')!,
    );
    expect(merged.looksPersonal).toBe(false);
  });

  it('judges counted totals by each sample read, not by the newest alone', () => {
    const total = (samples: MessageMetadata[]) => ({
      sender: 'acme.example',
      count: 7,
      first: new Date(Date.UTC(2019, 0, 1)),
      last: samples[0]!.date,
      samples,
    });
    const mixed = aggregateTotals([total([colleague(9), newsletter(3)])], own).get('acme.example');
    expect(mixed).toMatchObject({ count: 7, looksPersonal: false });
    expect(mixed!.samples.map((sample) => sample.from)).toEqual(['news@acme.example']);
    const people = aggregateTotals([total([person(9), person(2)])], own).get('berg-family.example');
    expect(people).toMatchObject({ count: 7, looksPersonal: true, samples: [] });
  });
});
