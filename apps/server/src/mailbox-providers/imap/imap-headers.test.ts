import { describe, expect, it } from 'vitest';
import { chooseMessageDate, readHeaderFields } from './imap-headers';
import { decodeMimeWords } from './mime-words';

const block = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);

describe('readHeaderFields', () => {
  it('reads sender, subject, date and the headers that show a mailer', () => {
    const fields = readHeaderFields(
      block(
        'From: "Shop, Inc." <News@Mail.Shop.example>',
        'Subject: Your order',
        'Date: Tue, 04 Mar 2014 09:05:00 +0530',
        'List-Unsubscribe: <mailto:u@shop.example>',
        'Precedence: bulk',
        'Feedback-ID: 1.eu-west-1.abc:AmazonSES',
      ),
    );
    expect(fields).toEqual({
      fromAddress: 'news@mail.shop.example',
      fromName: 'Shop, Inc.',
      subject: 'Your order',
      date: new Date('2014-03-04T03:35:00Z'),
      signals: {
        mailerHeaders: ['list-unsubscribe', 'precedence', 'feedback-id'],
        isReply: false,
        unsubscribe: { mailto: { to: 'u@shop.example', subject: '', body: '' } },
      },
    });
  });

  it('joins folded lines and decodes encoded words', () => {
    const fields = readHeaderFields(
      block(
        'FROM: =?UTF-8?Q?Mar=C3=ADa_L=C3=B3pez?= <maria@example.com>',
        'Subject: =?UTF-8?B?SWhyZSBCZXN0ZWxsdW5n?=',
        ' =?UTF-8?B?IGJlaSBTaG9wIOKAkyBCZXN0w6R0aWd1bmc=?=',
        'Date: Mon, 1 Jan 2018 10:00:00 +0000 (UTC)',
      ),
    );
    expect(fields.fromName).toBe('María López');
    expect(fields.subject).toBe('Ihre Bestellung bei Shop – Bestätigung');
    expect(fields.date?.toISOString()).toBe('2018-01-01T10:00:00.000Z');
    expect(fields.signals).toEqual({ mailerHeaders: [], isReply: false });
  });

  it('reads raw UTF-8 and falls back to Latin-1 for old 8-bit headers', () => {
    expect(readHeaderFields(block('Subject: Größe – ok')).subject).toBe('Größe – ok');
    const latin1 = Buffer.concat([
      Buffer.from('Subject: Gr'),
      Buffer.from([0xf6, 0xdf]),
      Buffer.from('e\r\n'),
    ]);
    expect(readHeaderFields(latin1).subject).toBe('Größe');
  });

  it('copes with missing and broken headers', () => {
    expect(readHeaderFields(block('Subject:', 'Date: yesterday-ish'))).toEqual({
      fromAddress: '',
      fromName: '',
      subject: '',
      date: null,
      signals: { mailerHeaders: [], isReply: false },
    });
  });
});

describe('decodeMimeWords', () => {
  it('joins a character split across two encoded words', () => {
    // "é" is C3 A9 in UTF-8; some senders cut between the two bytes.
    expect(decodeMimeWords('=?utf-8?Q?caf=C3?= =?utf-8?Q?=A9?=')).toBe('café');
  });

  it('decodes other charsets and keeps text around the words', () => {
    expect(decodeMimeWords('Re: =?iso-8859-1?Q?D=E9j=E0_vu?= (2)')).toBe('Re: Déjà vu (2)');
    expect(decodeMimeWords('=?windows-1252?B?k3F1b3RlZJQ=?=')).toBe('“quoted”');
  });

  it('reads an unknown charset as windows-1252 instead of failing', () => {
    expect(decodeMimeWords('=?x-unknown?Q?caf=E9?=')).toBe('café');
  });
});

describe('chooseMessageDate', () => {
  const delivered = new Date('2020-05-01T12:00:00Z');

  it('prefers the Date header, which survives a move between services', () => {
    const sent = new Date('2020-05-01T11:59:00Z');
    expect(chooseMessageDate(sent, delivered)).toBe(sent);
    expect(chooseMessageDate(new Date('2012-01-01T00:00:00Z'), delivered)?.getUTCFullYear()).toBe(
      2012,
    );
  });

  it('uses the delivery date when the Date header is missing or well in the future', () => {
    expect(chooseMessageDate(null, delivered)).toBe(delivered);
    expect(chooseMessageDate(new Date('2031-01-01T00:00:00Z'), delivered)).toBe(delivered);
    expect(chooseMessageDate(null, null)).toBeNull();
  });
});
