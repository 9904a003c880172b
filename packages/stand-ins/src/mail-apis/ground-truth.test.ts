import { describe, expect, it } from 'vitest';
import { groundTruth } from './ground-truth.js';
import type { MailboxMessage } from './mailbox-generator.js';

const message = (
  id: string,
  address: string,
  date: string,
  extra: Partial<MailboxMessage> = {},
): MailboxMessage => ({
  id,
  threadId: id,
  from: { name: '', address },
  subject: 's',
  snippet: '',
  date: new Date(date),
  listUnsubscribe: false,
  labels: ['INBOX'],
  ...extra,
});

const OWNER = 'alex@morgan-family.net';
const messages = [
  message('a', 'news@shop-1.com', '2020-01-01T00:00:00Z'),
  message('b', 'news@shop-1.com.au', '2021-01-01T00:00:00Z'),
  message('c', 'notes@xn--mller-kva.de', '2019-05-01T00:00:00Z'),
  message('d', 'info@mail.xn--mller-kva.de', '2022-05-01T00:00:00Z', { labels: ['TRASH'] }),
  message('e', OWNER, '2020-02-02T00:00:00Z'),
  message('f', 'jamie@morgan-family.net', '2020-03-03T00:00:00Z'),
  message('g', '', '2020-04-04T00:00:00Z', { rawFrom: 'MAILER-DAEMON' }),
  message('h', '', '2020-04-05T00:00:00Z', { rawFrom: 'undisclosed-recipients:;' }),
  message('i', 'someone@', '2020-04-06T00:00:00Z'),
  message('j', 'maria.lopez@googlemail.com', '2020-05-05T00:00:00Z'),
  message('k', 'news@shop-1.com', '2023-01-01T00:00:00Z', { labels: ['SPAM'] }),
];
const once = (date: string) => ({ count: 1, first: new Date(date), last: new Date(date) });

describe('groundTruth', () => {
  it("leaves out the owner's own domain, From headers without an address, and free mail", () => {
    expect(groundTruth({ messages }, { ownAddress: OWNER })).toEqual(
      new Map([
        [
          'shop-1.com',
          {
            count: 2,
            first: new Date('2020-01-01T00:00:00Z'),
            last: new Date('2023-01-01T00:00:00Z'),
          },
        ],
        [
          'xn--mller-kva.de',
          {
            count: 2,
            first: new Date('2019-05-01T00:00:00Z'),
            last: new Date('2022-05-01T00:00:00Z'),
          },
        ],
        ['shop-1.com.au', once('2021-01-01T00:00:00Z')],
      ]),
    );
  });

  it("counts the owner's domain like any company when no owner is given", () => {
    expect(groundTruth({ messages }).get('morgan-family.net')?.count).toBe(2);
  });

  it('leaves out SPAM and TRASH when asked, punycode domains included', () => {
    const truth = groundTruth({ messages }, { ownAddress: OWNER, includeSpamTrash: false });

    expect(truth.get('xn--mller-kva.de')).toEqual(once('2019-05-01T00:00:00Z'));
    expect(truth.get('shop-1.com')).toEqual(once('2020-01-01T00:00:00Z'));
  });
});
