import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.js';
import { generateImapMessages, summarizeBySenderDomain } from './generate-imap-messages.js';

const FREE_MAIL = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'];

describe('generateImapMessages', () => {
  it('gives the same mailbox for the same seed, and another for another seed', () => {
    const options = { seed: 5, messages: 300, senders: 30 };
    expect(generateImapMessages(options)).toEqual(generateImapMessages(options));
    expect(generateImapMessages({ ...options, seed: 6 })).not.toEqual(
      generateImapMessages(options),
    );
  });

  it('spreads dates oldest first over the range', () => {
    const messages = generateImapMessages({ seed: 1, messages: 2000, senders: 50 });
    const times = messages.map((m) => m.date.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(messages[0]!.date.getUTCFullYear()).toBe(2005);
    expect(messages.at(-1)!.date.getUTCFullYear()).toBe(2024);
  });

  it('skews mail towards a few companies and adds a few free-mail people', () => {
    const messages = generateImapMessages({ seed: 2, messages: 20_000, senders: 200 });
    const summary = summarizeBySenderDomain(
      messages.map((m) => ({ fromAddress: m.from.address, date: m.date })),
    );
    const companies = [...summary].filter(([domain]) => !FREE_MAIL.includes(domain));
    const counts = companies.map(([, { count }]) => count).sort((a, b) => b - a);
    const freeMail = messages.filter((m) => FREE_MAIL.some((d) => m.from.address.endsWith(d)));

    expect(companies.length).toBeGreaterThan(150);
    expect(counts[0]).toBeGreaterThan(20 * counts[Math.floor(counts.length / 2)]!);
    expect(freeMail.length / messages.length).toBeCloseTo(0.08, 1);
    expect(freeMail.every((m) => !m.listUnsubscribe)).toBe(true);
  });

  // How fast this is shows in the scan benchmark's IMAP row, which generates this mailbox.
  it('makes a 100,000-message benchmark mailbox', () => {
    expect(generateImapMessages({ seed: 3, messages: 100_000, senders: 1000 })).toHaveLength(
      100_000,
    );
  });
});

describe('formatMessage', () => {
  const [message] = generateImapMessages({ seed: 4, messages: 1, senders: 1 });

  it('writes RFC 822 headers with CRLF and a short body', () => {
    const text = formatMessage({
      ...message!,
      subject: 'Hello',
      listUnsubscribe: '<mailto:u@x.example>',
    }).toString();
    expect(text).toMatch(/^From: .+ <.+@.+>\r\nTo: ada@example\.org\r\nSubject: Hello\r\nDate: /);
    expect(text).toMatch(
      /\r\nMessage-ID: <4\.0@.+>\r\nList-Unsubscribe: <mailto:u@x\.example>\r\n/,
    );
    expect(text.slice(text.indexOf('\r\n\r\n') + 4)).toBe(message!.body);
  });

  it('encodes non-ASCII text as MIME words and folds long subjects', () => {
    const text = formatMessage({
      ...message!,
      from: { name: 'María López', address: 'maria@example.com' },
      subject:
        'セール開催中：今だけ送料無料、お見逃しなく。さらに会員様限定クーポンもご用意しました',
    }).toString();
    expect(text).toContain('From: =?UTF-8?Q?Mar=C3=ADa_L=C3=B3pez?= <maria@example.com>');
    const header = text.slice(0, text.indexOf('\r\n\r\n'));
    expect(header).toMatch(/Subject: =\?UTF-8\?B\?[^\r]+\?=\r\n =\?UTF-8\?B\?/);
    expect(header.split('\r\n').every((line) => line.length <= 78)).toBe(true);
  });
});
