import { monthsBefore } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { POPULAR_SITES } from '../../modules/directory/popular-sites';
import { isRecommended } from '../../scanning/recommendation';
import type { MessageMetadata } from '../provider';
import { DEMO_MAILBOX_ADDRESS } from '.';
import { demoSpanStart } from './demo-lifetimes';
import { buildDemoMailbox } from './demo-mailbox';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-25T09:30:00Z');
const SITES = Array.from({ length: 60 }, (_, i) => ({ name: `Site ${i}`, domain: `site${i}.com` }));

/** Each company of a mailbox with its first and last e-mail, as a scan would record it. */
function companiesOf(mailbox: MessageMetadata[]) {
  const companies = new Map<string, { first: Date; last: Date; count: number }>();
  for (const { fromAddress, date } of mailbox) {
    const domain = fromAddress.split('@')[1]!.replace(/^mail\./, '');
    const company = companies.get(domain) ?? { first: date, last: date, count: 0 };
    companies.set(domain, {
      first: date < company.first ? date : company.first,
      last: date > company.last ? date : company.last,
      count: company.count + 1,
    });
  }
  return companies;
}

/** What the dashboard and My Data count for a mailbox read at `now`. */
function countsOf(mailbox: MessageMetadata[], now: Date) {
  const companies = [...companiesOf(mailbox).values()];
  const count = (test: (c: (typeof companies)[number]) => boolean) => companies.filter(test).length;
  const daysSinceLast = (c: (typeof companies)[number]) =>
    (now.getTime() - c.last.getTime()) / DAY_MS;
  return {
    companies: companies.length,
    recommended: count((c) => isRecommended(c.last, now)),
    firstInOneMonth: count((c) => c.first >= monthsBefore(now, 1)),
    firstInSixMonths: count((c) => c.first >= monthsBefore(now, 6)),
    firstInTwelveMonths: count((c) => c.first >= monthsBefore(now, 12)),
    lastInOneMonth: count((c) => c.last >= monthsBefore(now, 1)),
    silentForYears: count((c) => daysSinceLast(c) > 2 * 365),
  };
}

describe('demo mailbox', () => {
  it('gives every site 1 to 10 e-mails over the 17 years up to today, none in the future', () => {
    const mailbox = buildDemoMailbox('ada@example.com', SITES, NOW);
    const start = demoSpanStart(NOW);

    expect(start.toISOString()).toBe('2009-11-25T00:00:00.000Z');
    for (const { date } of mailbox) {
      expect(date.getTime()).toBeGreaterThanOrEqual(start.getTime());
      expect(date.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const companies = companiesOf(mailbox);
    expect(companies.size).toBe(60);
    for (const { count } of companies.values()) {
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(10);
    }
  });

  it('is the same all day for one address, and a day later every date is a day later', () => {
    const mailbox = buildDemoMailbox('ada@example.com', SITES, NOW);

    expect(buildDemoMailbox('Ada@Example.com', SITES, new Date('2026-11-25T23:59:59Z'))).toEqual(
      mailbox,
    );
    expect(buildDemoMailbox('bob@example.com', SITES, NOW)).not.toEqual(mailbox);
    const nextDay = buildDemoMailbox('ada@example.com', SITES, new Date('2026-11-26T00:00:01Z'));
    expect(nextDay.map((m) => m.date.getTime() - DAY_MS)).toEqual(
      mailbox.map((m) => m.date.getTime()),
    );
    expect(nextDay.map((m) => ({ ...m, date: null }))).toEqual(
      mailbox.map((m) => ({ ...m, date: null })),
    );
  });

  it('welcomes the person with the first e-mail of each company', () => {
    const mailbox = buildDemoMailbox('ada@example.com', SITES, NOW);
    for (const site of SITES) {
      const mails = mailbox.filter((m) => m.id.startsWith(`${site.domain}-`));
      const first = mails.reduce((a, b) => (b.date < a.date ? b : a));
      expect(first.subject).toBe(`Welcome to ${site.name}`);
    }
  });

  // The e2e specs quote these numbers for the demo mailbox: change them there too.
  it.each([
    '2026-11-25T00:00:00Z',
    '2026-11-25T23:59:59Z',
    '2027-03-01T12:00:00Z',
    '2028-02-29T06:00:00Z',
  ])('spreads the demo companies over tabs and recommendations the same way on %s', (iso) => {
    const now = new Date(iso);
    const mailbox = buildDemoMailbox(DEMO_MAILBOX_ADDRESS, POPULAR_SITES, now);

    const { lastInOneMonth, silentForYears, ...shown } = countsOf(mailbox, now);

    expect(shown).toEqual({
      companies: 100,
      recommended: 44,
      firstInOneMonth: 6,
      firstInSixMonths: 18,
      firstInTwelveMonths: 26,
    });
    // A last e-mail 28 to 31 days ago is within a calendar month or not, depending on the month.
    expect(lastInOneMonth).toBeGreaterThanOrEqual(20);
    expect(silentForYears).toBeGreaterThanOrEqual(35);
  });

  it('writes subjects that read well with any name: no "to the The Wall Street Journal"', () => {
    const site = { name: 'The Wall Street Journal', domain: 'wsj.com' };
    const subjects = new Set(
      Array.from({ length: 40 }, (_, i) => `person${i}@example.com`).flatMap((address) =>
        buildDemoMailbox(address, [site], NOW).map((message) => message.subject),
      ),
    );
    // So many mailboxes draw each of the demo's eight subjects.
    expect(subjects.size).toBe(8);
    for (const subject of subjects) expect(subject).not.toMatch(/\b(the|your) The\b/);
  });

  it('recommends the companies the e2e specs raise requests to, and not one that joined lately', () => {
    const companies = companiesOf(buildDemoMailbox(DEMO_MAILBOX_ADDRESS, POPULAR_SITES, NOW));
    for (const domain of ['spotify.com', 'netflix.com']) {
      expect(isRecommended(companies.get(domain)!.last, NOW), domain).toBe(true);
    }
    const airbnb = companies.get('airbnb.com')!;
    expect(isRecommended(airbnb.last, NOW)).toBe(false);
    expect(airbnb.first >= monthsBefore(NOW, 1)).toBe(true);
  });

  it('gives any address companies in every tab, recommended and not, some active this month', () => {
    for (let i = 0; i < 20; i++) {
      const counts = countsOf(buildDemoMailbox(`person${i}@example.com`, POPULAR_SITES, NOW), NOW);

      expect(counts.firstInOneMonth).toBeGreaterThanOrEqual(1);
      expect(counts.firstInSixMonths).toBeGreaterThan(counts.firstInOneMonth);
      expect(counts.firstInTwelveMonths).toBeGreaterThan(counts.firstInSixMonths);
      expect(counts.recommended).toBeGreaterThanOrEqual(25);
      expect(counts.recommended).toBeLessThanOrEqual(60);
      expect(counts.lastInOneMonth).toBeGreaterThanOrEqual(10);
      expect(counts.silentForYears).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('the demo newsletters’ unsubscribe', () => {
  it('names an address to unsubscribe by e-mail, and a one-click at the stand-in given', () => {
    const mailbox = buildDemoMailbox('Demo@reclaim.example', SITES, NOW, 'https://127.0.0.1:4030');
    const news = mailbox.filter((message) => message.fromAddress.startsWith('news@'));
    expect(news.length).toBeGreaterThan(0);
    for (const message of mailbox) {
      const domain = message.id.replace(/-\d+$/, '');
      const host = message.fromAddress.split('@')[1];
      expect(message.unsubscribe).toEqual(
        message.fromAddress.startsWith('news@')
          ? {
              oneClick: `https://127.0.0.1:4030/${domain}/demo%40reclaim.example`,
              mailto: { to: `unsubscribe@${host}`, subject: 'unsubscribe', body: '' },
            }
          : undefined,
      );
    }
  });

  it('offers no one-click without a stand-in, and draws the same mailbox either way', () => {
    const plain = buildDemoMailbox(DEMO_MAILBOX_ADDRESS, SITES, NOW);
    expect(plain.some((message) => message.unsubscribe?.oneClick)).toBe(false);
    expect(plain.some((message) => message.unsubscribe?.mailto)).toBe(true);
    const withStandIn = buildDemoMailbox(DEMO_MAILBOX_ADDRESS, SITES, NOW, 'https://x.example/');
    const withoutOneClick = withStandIn.map((message) =>
      message.unsubscribe
        ? { ...message, unsubscribe: { mailto: message.unsubscribe.mailto } }
        : message,
    );
    expect(withoutOneClick).toEqual(plain);
  });
});
