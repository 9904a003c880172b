import { describe, expect, it } from 'vitest';
import { METADATA_HEADERS, parseFromHeader, toMessageMetadata } from './gmail-metadata';

describe('parseFromHeader', () => {
  it.each([
    ['Shop News <news@Shop.com>', { name: 'Shop News', address: 'news@shop.com' }],
    ['"Shop, Inc." <news@shop.com>', { name: 'Shop, Inc.', address: 'news@shop.com' }],
    ['Shop, Inc. <news@shop.com>', { name: 'Shop, Inc.', address: 'news@shop.com' }],
    ['X News < NEWS@Mail.X.COM >', { name: 'X News', address: 'news@mail.x.com' }],
    ['news@shop.com', { name: '', address: 'news@shop.com' }],
    ['news@shop.com (Shop News)', { name: 'Shop News', address: 'news@shop.com' }],
    ['info@xn--mller-kva.de', { name: '', address: 'info@xn--mller-kva.de' }],
  ])('reads %s', (header, expected) => {
    expect(parseFromHeader(header)).toEqual(expected);
  });

  it.each(['undisclosed-recipients:;', 'MAILER-DAEMON', ''])(
    'gives %j an address without a domain',
    (header) => {
      expect(parseFromHeader(header).address).not.toMatch(/@/);
    },
  );
});

describe('toMessageMetadata', () => {
  it('asks for List-Unsubscribe-Post and reads the one-click unsubscribe from it', () => {
    const asked = METADATA_HEADERS.map((name) => name.toLowerCase());
    expect(asked).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));
    const metadata = toMessageMetadata({
      id: 'm1',
      internalDate: String(Date.UTC(2026, 0, 2)),
      payload: {
        headers: [
          { name: 'From', value: 'Shop <news@shop.example>' },
          { name: 'List-Unsubscribe', value: '<https://shop.example/u/1>' },
          { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
        ],
      },
    });
    expect(metadata.unsubscribe).toEqual({ oneClick: 'https://shop.example/u/1' });
  });
});
