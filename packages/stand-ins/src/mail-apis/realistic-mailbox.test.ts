import { getDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { groundTruth } from './ground-truth.js';
import type { MailboxMessage } from './mailbox-generator.js';
import { generateRealisticMailbox } from './realistic-mailbox.js';
import { FREE_MAIL_DOMAINS } from './registrable-domain.js';

const OWNER = 'alex@morgan-family.net';
const OPTIONS = {
  seed: 3,
  messages: 8000,
  companies: 300,
  people: 150,
  owner: OWNER,
  start: new Date('2012-01-01T00:00:00Z'),
  end: new Date('2025-01-01T00:00:00Z'),
};
const mailbox = generateRealisticMailbox(OPTIONS);
const { cases, messages, senders } = mailbox;
const companyDomains = [...groundTruth(mailbox, { ownAddress: OWNER }).keys()];
const localOf = (address: string) => address.slice(0, address.lastIndexOf('@'));
const countOf = (test: (m: MailboxMessage) => boolean) => messages.filter(test).length;

describe('generateRealisticMailbox', () => {
  it('gives the same mailbox for the same options and another for another seed', () => {
    expect(generateRealisticMailbox(OPTIONS)).toEqual(mailbox);
    expect(generateRealisticMailbox({ ...OPTIONS, seed: 4 }).messages[0]).not.toEqual(messages[0]);
  });

  it('holds exactly the companies and people asked for, every sender with mail', () => {
    const people = senders.filter((s) => FREE_MAIL_DOMAINS.has(s.domain));
    const sending = new Set(messages.map((m) => m.from.address));

    expect(messages).toHaveLength(8000);
    expect(companyDomains).toHaveLength(300);
    expect(cases.companies).toBe(300);
    expect(new Set(people.map((s) => s.address)).size).toBe(150);
    expect(cases.people).toBe(150);
    expect(senders.every((s) => sending.has(s.address))).toBe(true);
    expect(new Set(senders.map((s) => s.address)).size).toBe(senders.length);
  });

  it('skews company mail so that a tenth of the companies send most of it', () => {
    const counts = [...groundTruth(mailbox, { ownAddress: OWNER }).values()].map((t) => t.count);
    const top = counts.slice(0, 30).reduce((sum, count) => sum + count, 0);

    expect(top / counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0.5);
  });

  it('has brands on .com and .com.au or .com.br with the same senders and overlapping periods', () => {
    const byAddress = new Map(senders.map((s) => [s.address, s]));
    const families = companyDomains.filter((d) => /\.com\.(au|br)$/.test(d));
    const withBase = families.filter((d) => companyDomains.includes(d.replace(/\.(au|br)$/, '')));

    expect(new Set(withBase.map((d) => d.replace(/\.(au|br)$/, ''))).size).toBe(
      cases.coDomainFamilies,
    );
    expect(cases.coDomainFamilies).toBeGreaterThanOrEqual(40);
    for (const member of withBase) {
      const base = member.replace(/\.(au|br)$/, '');
      const onMember = senders.filter((s) => s.domain === member);
      for (const sender of onMember) {
        const twin = byAddress.get(sender.address.slice(0, -member.length) + base)!;
        expect(twin, sender.address).toBeDefined();
        expect(twin.activeFrom < sender.activeTo && sender.activeFrom < twin.activeTo).toBe(true);
      }
    }
  });

  it('has senders naming another company in the display name, the local part or the domain', () => {
    const names = (s: { name: string; domain: string }) =>
      companyDomains.some((d) => d !== s.domain && s.name.includes(d));
    const mentioning = senders.filter(names);
    const plainTwins = mentioning.filter((m) =>
      senders.some((s) => s.domain === m.domain && !names(s)),
    );
    const inLocalPart = senders.filter((s) =>
      companyDomains.some((d) => localOf(s.address).startsWith(`${d}.`)),
    );
    const hyphenated = companyDomains.filter((d) =>
      companyDomains.some((other) => d.endsWith(`-${other}`)),
    );

    expect(mentioning.length).toBe(cases.displayNameMentions);
    expect(cases.displayNameMentions).toBeGreaterThanOrEqual(30);
    expect(plainTwins.length).toBe(cases.displayNameMentionsSometimes);
    expect(inLocalPart.length).toBe(cases.localPartMentions);
    expect(cases.localPartMentions).toBeGreaterThanOrEqual(10);
    expect(hyphenated.length).toBeGreaterThanOrEqual(cases.hyphenatedDomains);
    expect(cases.hyphenatedDomains).toBeGreaterThanOrEqual(10);
  });

  it('has IDN companies in punycode, whose domains agree with the Public Suffix List', () => {
    expect(companyDomains.filter((d) => d.startsWith('xn--')).length).toBe(cases.punycodeDomains);
    expect(cases.punycodeDomains).toBeGreaterThanOrEqual(20);
    for (const sender of senders) {
      expect(sender.domain).toBe(getDomain(sender.address.split('@')[1]!));
    }
  });

  it('has notes to self, people on the owner domain, and SPAM or TRASH at the share asked', () => {
    const spamTrash = countOf((m) => m.labels.includes('SPAM') || m.labels.includes('TRASH'));
    const ownDomain = senders.filter(
      (s) => s.domain === 'morgan-family.net' && s.address !== OWNER,
    );

    expect(countOf((m) => m.from.address === OWNER)).toBe(cases.notesToSelf);
    expect(cases.notesToSelf).toBeGreaterThanOrEqual(10);
    expect(ownDomain.length).toBe(cases.ownDomainSenders);
    expect(cases.ownDomainSenders).toBeGreaterThan(0);
    expect(spamTrash).toBe(cases.spamTrash);
    expect(spamTrash / messages.length).toBeGreaterThan(0.04);
    expect(spamTrash / messages.length).toBeLessThan(0.06);
  });

  it('writes at least 50 messages of each malformed From, each read correctly in from', () => {
    const isBare = (m: MailboxMessage) => m.rawFrom === m.from.address && m.from.name === '';
    const isComment = (m: MailboxMessage) => m.rawFrom === `${m.from.address} (${m.from.name})`;
    const isSpaced = (m: MailboxMessage) =>
      m.rawFrom?.toLowerCase() === `${m.from.name} < ${m.from.address} >`.toLowerCase();
    const isSpecials = (m: MailboxMessage) =>
      m.from.name.endsWith(', Inc.') && m.rawFrom === `${m.from.name} <${m.from.address}>`;
    const hasNoAddress = (m: MailboxMessage) =>
      m.from.address === '' && ['undisclosed-recipients:;', 'MAILER-DAEMON'].includes(m.rawFrom!);

    expect(countOf(isBare)).toBe(cases.bareAddressFrom);
    expect(countOf(isComment)).toBe(cases.commentFrom);
    expect(countOf(isSpaced)).toBe(cases.spacedUpperCaseFrom);
    expect(countOf(isSpecials)).toBe(cases.unquotedSpecialsFrom);
    expect(countOf(hasNoAddress)).toBe(cases.noAddressFrom);
    for (const count of [cases.bareAddressFrom, cases.commentFrom, cases.noAddressFrom]) {
      expect(count).toBeGreaterThanOrEqual(50);
    }
    expect(Math.min(cases.spacedUpperCaseFrom, cases.unquotedSpecialsFrom)).toBeGreaterThanOrEqual(
      50,
    );
    expect(messages.filter((m) => m.rawFrom).length).toBe(
      countOf((m) => isBare(m) || isComment(m) || isSpaced(m) || isSpecials(m) || hasNoAddress(m)),
    );
    expect(messages.every((m) => m.from.address === m.from.address.toLowerCase())).toBe(true);
  });

  // Twice the 2 s budget, so that a busy machine running other tests does not fail it.
  it('generates 100,000 messages over 3,000 companies and 2,000 people quickly', () => {
    const started = performance.now();
    const large = generateRealisticMailbox({
      ...OPTIONS,
      messages: 100_000,
      companies: 3000,
      people: 2000,
    });

    expect(performance.now() - started).toBeLessThan(4000);
    expect(groundTruth(large, { ownAddress: OWNER }).size).toBe(3000);
    expect(large.messages).toHaveLength(100_000);
  });
});
