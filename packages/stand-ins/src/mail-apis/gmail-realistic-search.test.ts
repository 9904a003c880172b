import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedTokens } from './bearer-auth.js';
import { startGmailEmulator, type GmailEmulator } from './gmail-emulator.js';
import { GMAIL_QUERY_MAX_LENGTH } from './gmail-query.js';
import type { MailboxMessage } from './mailbox-generator.js';
import { call } from './test-client.js';

const ADA = 'ada@example.com';
const USER = '/gmail/v1/users/me';
let day = 0;

const message = (
  id: string,
  from: { name?: string; address: string; rawFrom?: string },
  labels = ['INBOX'],
): MailboxMessage => {
  day += 1;
  return {
    id,
    threadId: id,
    from: { name: from.name ?? '', address: from.address },
    ...(from.rawFrom ? { rawFrom: from.rawFrom } : {}),
    subject: 's',
    snippet: '',
    date: new Date(Date.UTC(2024, 0, day)),
    listUnsubscribe: false,
    labels,
  };
};

const LOOSE_MATCHES = [
  message('exact', { address: 'x@amazon.com' }),
  message('subdomain', { address: 'x@mail.amazon.com' }),
  message('codomain', { address: 'x@amazon.com.au' }),
  message('hyphenated', { address: 'x@best-amazon.com' }),
  message('displayname', { name: 'amazon.com Deals', address: 'news@dealsite.net' }),
  message('localpart', { address: 'amazon.com.orders@reseller.net' }),
  message('shouted', {
    name: 'Amazon News',
    address: 'news@mail.amazon.com',
    rawFrom: 'Amazon News < NEWS@Mail.AMAZON.COM >',
  }),
  message('newsexact', { address: 'news@amazon.com' }),
  message('newscodomain', { address: 'news@amazon.com.au' }),
];
const UNRELATED = [
  message('longerword', { address: 'hello@amazonia.com' }),
  message('othersuffix', { address: 'x@amazon.co.uk' }),
  message('shop', { name: 'Shop', address: 'news@shop.net' }),
  message('daemon', { name: 'MAILER-DAEMON', address: '', rawFrom: 'MAILER-DAEMON' }),
];
const SPAM = message('spam', { address: 'x@amazon.com' }, ['SPAM']);
const BULK = Array.from({ length: 150 }, (_, index) =>
  message(`bulk${index}`, { address: `n${index}@big.org` }),
);
const messages = [...LOOSE_MATCHES, ...UNRELATED, SPAM, ...BULK];

let realistic: GmailEmulator;
let exact: GmailEmulator;

async function list(emulator: GmailEmulator, q: string, extra = '&maxResults=500') {
  const query = `q=${encodeURIComponent(q)}${extra}`;
  return call(emulator.baseUrl, 'ada-token', `${USER}/messages?${query}`);
}

async function idsOf(emulator: GmailEmulator, q: string): Promise<string[]> {
  const answer = await list(emulator, q);
  expect(answer.status).toBe(200);
  const listed: { id: string }[] = answer.body.messages ?? [];
  return listed.map((m) => m.id).sort();
}

const ids = (list: MailboxMessage[]) => list.map((m) => m.id).sort();

beforeAll(async () => {
  const options = {
    mailboxes: new Map([[ADA, { messages }]]),
    resolveUser: fixedTokens({ 'ada-token': ADA }),
    quota: { unitsPerSecond: 1_000_000 },
  };
  realistic = await startGmailEmulator({ ...options, search: 'realistic' });
  exact = await startGmailEmulator(options);
});

afterAll(async () => {
  await Promise.all([realistic.close(), exact.close()]);
});

describe('Gmail emulator, realistic search: from:', () => {
  it('matches a host wherever its words appear in a row in the From header', async () => {
    expect(await idsOf(realistic, 'from:amazon.com')).toEqual(ids(LOOSE_MATCHES));
  });

  it('matches an address the same way, not the bare host', async () => {
    expect(await idsOf(realistic, 'from:news@amazon.com')).toEqual(['newscodomain', 'newsexact']);
  });

  it('leaves out SPAM and TRASH unless asked, as in exact mode', async () => {
    const answer = await list(
      realistic,
      'from:amazon.com',
      '&maxResults=500&includeSpamTrash=true',
    );
    expect(answer.body.messages.map((m: { id: string }) => m.id)).toContain('spam');
  });

  it('negates with -from:, keeping every other message', async () => {
    const others = ids([...UNRELATED, ...BULK]);
    expect(await idsOf(realistic, '-from:amazon.com')).toEqual(others);
  });

  it('unites values in from:(a OR b) and terms in {…} groups', async () => {
    const shopAndLoose = ids([...LOOSE_MATCHES, UNRELATED[2]!]);
    expect(await idsOf(realistic, 'from:(amazon.com OR shop.net)')).toEqual(shopAndLoose);
    expect(await idsOf(realistic, '{from:dealsite.net from:amazonia.com}')).toEqual([
      'displayname',
      'longerword',
    ]);
  });

  it('finds a From header without an address by its words', async () => {
    expect(await idsOf(realistic, 'from:mailer-daemon')).toEqual(['daemon']);
  });

  it('serves the raw From header in metadata, with a Message-ID even without an address', async () => {
    const answer = await call(
      realistic.baseUrl,
      'ada-token',
      `${USER}/messages/daemon?format=metadata&metadataHeaders=From&metadataHeaders=Message-ID`,
    );
    expect(answer.body.payload.headers).toEqual([
      { name: 'From', value: 'MAILER-DAEMON' },
      { name: 'Message-ID', value: '<daemon@localhost>' },
    ]);
  });
});

describe('Gmail emulator, exact search', () => {
  it('still matches only the host and its subdomains, by the parsed address', async () => {
    expect(await idsOf(exact, 'from:amazon.com')).toEqual([
      'exact',
      'newsexact',
      'shouted',
      'subdomain',
    ]);
    expect(await idsOf(exact, 'from:news@amazon.com')).toEqual(['newsexact']);
  });

  it('counts resultSizeEstimate exactly', async () => {
    expect((await list(exact, 'from:big.org', '&maxResults=10')).body.resultSizeEstimate).toBe(150);
  });
});

describe('Gmail emulator: resultSizeEstimate in realistic mode', () => {
  it('is exact up to 100 results', async () => {
    expect((await list(realistic, 'from:amazon.com')).body.resultSizeEstimate).toBe(9);
  });

  it('is an estimate above 100, the same each time, never below the page', async () => {
    const first = await list(realistic, 'from:big.org', '&maxResults=10');
    const again = await list(realistic, 'from:big.org', '&maxResults=10');
    const whole = await list(realistic, 'from:big.org');

    // This q happens to draw a factor of 0.8: 150 is estimated at 120.
    expect(first.body.resultSizeEstimate).toBe(120);
    expect(again.body.resultSizeEstimate).toBe(first.body.resultSizeEstimate);
    expect(whole.body.resultSizeEstimate).toBeGreaterThanOrEqual(150);
  });
});

describe('Gmail emulator: length of q', () => {
  const queryOf = (length: number) => `from:amazon.com ${'x'.repeat(length - 16)}`;

  it.each([
    ['realistic', () => realistic],
    ['exact', () => exact],
  ])('answers 400 beyond 1,500 characters and accepts 1,500 (%s)', async (_, emulator) => {
    const tooLong = await list(emulator(), queryOf(GMAIL_QUERY_MAX_LENGTH + 1));

    expect(GMAIL_QUERY_MAX_LENGTH).toBe(1500);
    expect(tooLong.status).toBe(400);
    expect((await list(emulator(), 'from:amazon.com'.padEnd(1500, ' '))).status).toBe(200);
  });

  it('refuses an over-long q as it refuses any invalid search, without naming the limit', async () => {
    const tooLong = await list(realistic, queryOf(GMAIL_QUERY_MAX_LENGTH + 1));
    const unknown = await list(realistic, 'frum:amazon.com');

    expect(tooLong.body.error).toMatchObject({
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: 'Invalid query',
    });
    expect(unknown.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
  });

  it('takes another limit when told', async () => {
    const short = await startGmailEmulator({
      mailboxes: new Map([[ADA, { messages }]]),
      resolveUser: fixedTokens({ 'ada-token': ADA }),
      quota: { unitsPerSecond: 1_000_000 },
      search: 'realistic',
      queryMaxLength: 300,
    });
    try {
      expect((await list(short, queryOf(301))).status).toBe(400);
      expect((await list(short, 'from:amazon.com'.padEnd(300, ' '))).status).toBe(200);
    } finally {
      await short.close();
    }
  });
});
