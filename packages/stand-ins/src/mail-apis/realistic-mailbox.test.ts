import { getDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { groundTruth } from './ground-truth.js';
import type { MailboxMessage } from './mailbox-generator.js';
import { personDomainsOf } from './person-domains.js';
import { generateRealisticMailbox } from './realistic-mailbox.js';
import { FREE_MAIL_DOMAINS, registrableDomainOf } from './registrable-domain.js';
import { FIRST_NAMES, LAST_NAMES, type SenderProfile } from './sender-catalog.js';

const OWNER = 'alex@morgan-family.net';
const DEFAULTS = {
  seed: 3,
  owner: OWNER,
  start: new Date('2012-01-01T00:00:00Z'),
  end: new Date('2025-01-01T00:00:00Z'),
};
const OPTIONS = {
  ...DEFAULTS,
  messages: 8000,
  companies: 300,
  people: 150,
  peopleOnOwnDomains: 40,
  colleagues: 30,
};
const mailbox = generateRealisticMailbox(OPTIONS);
const { cases, messages, senders, personDomains } = mailbox;
const truth = groundTruth(mailbox, { ownAddress: OWNER });
const companyDomains = [...truth.keys()].filter((domain) => !personDomains.has(domain));
const companySenders = senders.filter((s) => s.kind !== 'person');
const localOf = (address: string) => address.slice(0, address.lastIndexOf('@'));
const countOf = (test: (m: MailboxMessage) => boolean) => messages.filter(test).length;
const mailOf = (address: string) => messages.filter((m) => m.from.address === address);
/** `Maria Lopez` as its words in lower case, when it is a generated person's name. */
const nameWords = (name: string) => {
  const [first = '', last = ''] = name.split(' ');
  expect(FIRST_NAMES).toContain(first);
  expect(LAST_NAMES).toContain(last);
  return [first.toLowerCase(), last.toLowerCase()] as const;
};

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
    expect(truth.size).toBe(300 + 40);
    expect(cases.companies).toBe(300);
    expect(new Set(people.map((s) => s.address)).size).toBe(150);
    expect(cases.people).toBe(150);
    expect(senders.every((s) => sending.has(s.address))).toBe(true);
    expect(new Set(senders.map((s) => s.address)).size).toBe(senders.length);
  });

  it('skews company mail so that a tenth of the companies send most of it', () => {
    const counts = companyDomains.map((domain) => truth.get(domain)!.count);
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
      const onMember = companySenders.filter((s) => s.domain === member);
      for (const sender of onMember) {
        const twin = byAddress.get(sender.address.slice(0, -member.length) + base)!;
        expect(twin, sender.address).toBeDefined();
        expect(twin.activeFrom < sender.activeTo && sender.activeFrom < twin.activeTo).toBe(true);
      }
    }
  });

  it('has senders naming another company in the display name, the local part or the domain', () => {
    // A display name spelling a whole address is the case of the next test.
    const names = (s: { name: string; domain: string }) =>
      !s.name.includes('@') && companyDomains.some((d) => d !== s.domain && s.name.includes(d));
    const mentioning = senders.filter(names);
    const plainTwins = mentioning.filter((m) =>
      companySenders.some((s) => s.domain === m.domain && !names(s)),
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

  it('has companies writing only with the owner’s, a person’s or a company’s address as their name', () => {
    const byAddress = new Map(senders.map((s) => [s.address, s]));
    const spelling = senders.filter((s) => s.name.includes('@'));
    const spelled = spelling.map((s) => byAddress.get(s.name.split(' ')[0]!)!);

    expect(spelling).toHaveLength(cases.addressMentions);
    expect(cases.addressMentions).toBeGreaterThanOrEqual(6);
    expect(spelled.filter((s) => s.address === OWNER).length).toBeGreaterThanOrEqual(2);
    expect(spelled.filter((s) => FREE_MAIL_DOMAINS.has(s.domain)).length).toBeGreaterThanOrEqual(2);
    expect(spelled.filter((s) => companyDomains.includes(s.domain)).length).toBeGreaterThanOrEqual(
      2,
    );
    for (const sender of spelling) {
      expect(companyDomains).toContain(sender.domain);
      expect(senders.filter((s) => s.domain === sender.domain)).toEqual([sender]);
      expect(mailOf(sender.address).every((m) => m.from.name === sender.name)).toBe(true);
    }
  });

  it('has IDN companies in punycode, whose domains agree with the Public Suffix List', () => {
    expect(companyDomains.filter((d) => d.startsWith('xn--')).length).toBe(cases.punycodeDomains);
    expect(cases.punycodeDomains).toBeGreaterThanOrEqual(20);
    for (const sender of senders) {
      expect(sender.domain).toBe(getDomain(sender.address.split('@')[1]!));
    }
  });

  it('has people each on a domain of their own, named after them, that no company shares', () => {
    const onOwnDomains = senders.filter((s) => personDomains.has(s.domain));
    const companyMail = new Set(companySenders.map((s) => s.domain));

    expect(cases.peopleOnOwnDomains).toBe(40);
    expect(onOwnDomains).toHaveLength(40);
    expect(personDomains.size).toBe(40);
    expect(personDomainsOf(mailbox, { ownAddress: OWNER })).toEqual(personDomains);
    for (const person of onOwnDomains) {
      const [first, last] = nameWords(person.name);
      const label = person.domain.slice(0, person.domain.indexOf('.'));
      expect(person.kind).toBe('person');
      expect([first, `${first}.${last}`]).toContain(localOf(person.address));
      expect([last, `${last}-family`, `${first}${last}`]).toContain(label);
      expect(person.address.endsWith(`@${person.domain}`)).toBe(true);
      expect(companyMail.has(person.domain) || FREE_MAIL_DOMAINS.has(person.domain)).toBe(false);
      expect(person.domain).not.toBe('morgan-family.net');
      expect(mailOf(person.address).some((m) => m.listUnsubscribe)).toBe(false);
    }
  });

  it('has colleagues writing as people from companies’ domains, which stay companies', () => {
    const colleagues = senders.filter(
      (s) => s.kind === 'person' && companyDomains.includes(s.domain),
    );

    expect(cases.colleagues).toBe(30);
    expect(colleagues).toHaveLength(30);
    expect(new Set(colleagues.map((s) => s.domain)).size).toBe(cases.colleagueCompanies);
    for (const colleague of colleagues) {
      const [first, last] = nameWords(colleague.name);
      expect(colleague.address).toBe(`${first}.${last}@${colleague.domain}`);
      expect(companySenders.some((s) => s.domain === colleague.domain)).toBe(true);
      expect(mailOf(colleague.address).some((m) => m.listUnsubscribe)).toBe(false);
    }
  });

  it('has people on their own or a company’s domain send a few messages, some of them replies', () => {
    const kinds = new Map(senders.map((s) => [s.address, s.kind]));
    const isFreeOrOwn = (domain: string) =>
      FREE_MAIL_DOMAINS.has(domain) || domain === 'morgan-family.net';
    const people = senders.filter((s) => s.kind === 'person' && !isFreeOrOwn(s.domain));
    const meanMail = (of: readonly SenderProfile[]) =>
      of.reduce((sum, sender) => sum + mailOf(sender.address).length, 0) / of.length;
    const replies = messages.filter((m) => m.extraHeaders?.['In-Reply-To']);
    const byId = new Map(messages.map((m) => [m.id, m]));

    expect(people).toHaveLength(cases.peopleOnOwnDomains + cases.colleagues);
    expect(meanMail(people)).toBeLessThan(meanMail(companySenders) / 3);
    expect(replies.length).toBe(cases.replies);
    expect(cases.replies).toBeGreaterThan(0);
    for (const reply of replies) {
      const answered = byId.get(reply.threadId)!;
      const host = answered.from.address.split('@')[1];
      expect(reply.extraHeaders).toEqual({
        'In-Reply-To': `<${answered.id}@${host}>`,
        References: `<${answered.id}@${host}>`,
      });
      expect(answered.from.address).toBe(reply.from.address);
      expect(answered.date.getTime()).toBeLessThan(reply.date.getTime());
      expect(kinds.get(reply.from.address)).toBe('person');
      expect(isFreeOrOwn(registrableDomainOf(reply.from.address))).toBe(false);
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

  it('generates 100,000 messages over 3,000 companies and 2,250 people', () => {
    const large = generateRealisticMailbox(DEFAULTS);

    expect(large.cases).toMatchObject({
      companies: 3000,
      people: 2000,
      peopleOnOwnDomains: 150,
      colleagues: 100,
    });
    expect(groundTruth(large, { ownAddress: OWNER }).size).toBe(3000 + 150);
    expect(large.messages).toHaveLength(100_000);
  });
});
