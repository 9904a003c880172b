import { describe, expect, it } from 'vitest';
import type { MessageMetadata } from '../mailbox-providers/provider';
import { aggregatePage, mergeAggregates, MAX_SAMPLES_PER_DOMAIN } from './aggregate-page';
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
});
