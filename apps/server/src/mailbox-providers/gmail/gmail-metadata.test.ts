import { describe, expect, it } from 'vitest';
import { parseFromHeader } from './gmail-metadata';

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
