import { getDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { generateMailbox, groundTruth, type MailboxMessage } from './mailbox-generator.js';
import { FREE_MAIL_DOMAINS, registrableDomainOf } from './registrable-domain.js';

const RANGE = { start: new Date('2012-01-01T00:00:00Z'), end: new Date('2025-01-01T00:00:00Z') };

const message = (id: string, address: string, date: string, labels = ['INBOX']) =>
  ({
    id,
    threadId: id,
    from: { name: '', address },
    subject: 's',
    snippet: '',
    date: new Date(date),
    listUnsubscribe: false,
    labels,
  }) satisfies MailboxMessage;

describe('generateMailbox', () => {
  it('gives the same mailbox for the same options and another for another seed', () => {
    const options = { seed: 7, messages: 2000, senders: 60, ...RANGE };

    expect(generateMailbox(options)).toEqual(generateMailbox(options));
    expect(generateMailbox({ ...options, seed: 8 }).messages[0]).not.toEqual(
      generateMailbox(options).messages[0],
    );
  });

  it('lists unique Gmail-shaped ids newest first, dated in range, from exactly the senders asked', () => {
    const { messages, senders } = generateMailbox({
      seed: 1,
      messages: 3000,
      senders: 80,
      ...RANGE,
    });

    expect(messages).toHaveLength(3000);
    expect(new Set(messages.map((m) => m.id)).size).toBe(3000);
    expect(messages.every((m) => /^[0-9a-f]{16}$/.test(m.id))).toBe(true);
    expect(new Set(messages.map((m) => m.from.address)).size).toBe(80);
    expect(senders).toHaveLength(80);
    for (let index = 1; index < messages.length; index += 1) {
      expect(messages[index - 1]!.date >= messages[index]!.date).toBe(true);
    }
    expect(messages.every((m) => m.date >= RANGE.start && m.date <= RANGE.end)).toBe(true);
    expect(messages.every((m) => m.date.getMilliseconds() === 0)).toBe(true);
  });

  it('skews mail so that a tenth of the senders send most of it', () => {
    const { messages } = generateMailbox({ seed: 3, messages: 20_000, senders: 200, ...RANGE });
    const perSender = new Map<string, number>();
    for (const m of messages)
      perSender.set(m.from.address, (perSender.get(m.from.address) ?? 0) + 1);
    const counts = [...perSender.values()].sort((a, b) => b - a);
    const topTenth = counts.slice(0, 20).reduce((sum, count) => sum + count, 0);

    expect(topTenth / messages.length).toBeGreaterThan(0.5);
    expect(counts.at(-1)).toBeGreaterThanOrEqual(1);
  });

  it('spreads senders over nested subdomains, multi-part suffixes, shared domains and free mail', () => {
    const { senders } = generateMailbox({ seed: 5, messages: 1000, senders: 300, ...RANGE });
    const hosts = senders.map((s) => s.address.split('@')[1]!);
    const perDomain = new Map<string, Set<string>>();
    for (const s of senders) {
      perDomain.set(s.domain, (perDomain.get(s.domain) ?? new Set()).add(s.address));
    }

    expect(
      hosts.some(
        (host) => host.split('.').length - registrableDomainOf(host).split('.').length >= 2,
      ),
    ).toBe(true);
    expect(
      hosts.some((host) => /\.(co\.uk|com\.au|co\.jp|com\.br|co\.nz|org\.uk)$/.test(host)),
    ).toBe(true);
    expect(senders.filter((s) => FREE_MAIL_DOMAINS.has(s.domain)).length).toBeGreaterThanOrEqual(
      20,
    );
    expect([...perDomain.values()].some((addresses) => addresses.size >= 2)).toBe(true);
  });

  it('computes the same registrable domains as the Public Suffix List', () => {
    const { senders } = generateMailbox({ seed: 9, messages: 500, senders: 500, ...RANGE });

    for (const sender of senders) {
      expect(sender.domain).toBe(getDomain(sender.address.split('@')[1]!));
    }
  });

  // How fast this is shows in the scan benchmark, which generates the same mailbox.
  it('generates 100,000 messages from 500 senders and their ground truth', () => {
    const mailbox = generateMailbox({ seed: 11, messages: 100_000, senders: 500, ...RANGE });
    const truth = groundTruth(mailbox);

    const companyMessages = mailbox.messages.filter(
      (m) => !FREE_MAIL_DOMAINS.has(registrableDomainOf(m.from.address)),
    ).length;
    expect([...truth.values()].reduce((sum, entry) => sum + entry.count, 0)).toBe(companyMessages);
  });
});

describe('groundTruth', () => {
  const mailbox = {
    messages: [
      message('a', 'news@mail.shop-1.co.uk', '2020-05-01T10:00:00Z'),
      message('b', 'no-reply@accounts.shop-1.co.uk', '2018-01-02T10:00:00Z'),
      message('c', 'orders@shop-1.co.uk', '2021-03-04T10:00:00Z', ['SPAM']),
      message('d', 'maria.lopez@gmail.com', '2019-01-01T10:00:00Z'),
      message('e', 'hello@e.bank-2.com', '2017-07-07T10:00:00Z'),
    ],
  };

  it('counts mail per registrable domain with first and last dates, leaving out free mail', () => {
    expect(groundTruth(mailbox)).toEqual(
      new Map([
        [
          'shop-1.co.uk',
          {
            count: 3,
            first: new Date('2018-01-02T10:00:00Z'),
            last: new Date('2021-03-04T10:00:00Z'),
          },
        ],
        [
          'bank-2.com',
          {
            count: 1,
            first: new Date('2017-07-07T10:00:00Z'),
            last: new Date('2017-07-07T10:00:00Z'),
          },
        ],
      ]),
    );
  });

  it('can leave out SPAM and TRASH, as a Gmail scan without includeSpamTrash sees it', () => {
    expect(groundTruth(mailbox, { includeSpamTrash: false }).get('shop-1.co.uk')).toEqual({
      count: 2,
      first: new Date('2018-01-02T10:00:00Z'),
      last: new Date('2020-05-01T10:00:00Z'),
    });
  });

  it('puts some messages in SPAM or TRASH only when asked to', () => {
    const options = { seed: 2, messages: 2000, senders: 40, ...RANGE };
    const isSpamOrTrash = (m: MailboxMessage) =>
      m.labels.includes('SPAM') || m.labels.includes('TRASH');

    expect(generateMailbox(options).messages.some(isSpamOrTrash)).toBe(false);
    expect(
      generateMailbox({ ...options, spamTrashShare: 0.1 }).messages.filter(isSpamOrTrash).length,
    ).toBeGreaterThan(100);
  });
});
