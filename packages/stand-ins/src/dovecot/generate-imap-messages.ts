import { createRandom, createZipfPicker, pick, randomInt, type Random } from './seeded-random.js';

/** One message of a test mailbox, before it is written as RFC 822 text. */
export interface ImapTestMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  date: Date;
  messageId: string;
  /** Present on commercial mail, as the header's value. */
  listUnsubscribe?: string;
  body: string;
}

export interface GenerateImapMessagesOptions {
  seed: number;
  messages: number;
  /** How many company domains write to the mailbox; a few free-mail people are added to them. */
  senders: number;
  /** The mailbox's own address. */
  recipient?: string;
  /** Dates are spread evenly between these; defaults 2005-01-01 and 2024-12-31. */
  since?: Date;
  until?: Date;
}

const SYLLABLES = ['bri', 'ndle', 'mar', 'ko', 'zen', 'vo', 'lux', 'pi', 'tra', 'quo', 'ra', 'fen'];
const TLDS = ['com', 'com', 'com', 'co.uk', 'de', 'fr', 'io', 'net', 'com.au'];
const LOCAL_PARTS = ['news', 'no-reply', 'orders', 'hello', 'info', 'account', 'receipts'];
const SUBDOMAINS = ['', '', '', 'mail.', 'email.', 'news.', 'e.'];
const PEOPLE = [
  { name: 'Maria López', address: 'maria.lopez@gmail.com' },
  { name: 'Tom Becker', address: 'tom.becker@yahoo.com' },
  { name: 'Aiko Tanaka', address: 'aiko.t@outlook.com' },
  { name: "Sam O'Neil", address: 'sam.oneil@icloud.com' },
];
const SUBJECTS: ((name: string, n: number) => string)[] = [
  (name, n) => `Your ${name} order #${n} has shipped`,
  (name) => `Welcome to ${name}`,
  (name) => `${name} weekly digest`,
  () => 'Receipt for your payment',
  (name, n) => `Votre commande n° ${n} chez ${name} est confirmée`,
  (name) => `Ihre Bestellung bei ${name} – Bestätigung`,
  () => 'セール開催中：今だけ送料無料',
  () => "Don't miss out: 20% off everything this weekend only, ends Sunday at midnight 🎉",
  (name) => `Security alert: new sign-in to your ${name} account`,
];
const PERSONAL_SUBJECTS = ['Lunch on Friday?', 'Photos from the trip', 'Re: the flat'];
const FREE_MAIL_SHARE = 0.08;

interface Company {
  name: string;
  address: string;
  host: string;
}

function createCompanies(random: Random, count: number): Company[] {
  const seen = new Set<string>();
  const companies: Company[] = [];
  while (companies.length < count) {
    const word = Array.from({ length: randomInt(random, 2, 3) }, () =>
      pick(random, SYLLABLES),
    ).join('');
    const domain = `${word}${seen.has(word) ? companies.length : ''}.${pick(random, TLDS)}`;
    seen.add(word);
    const host = `${pick(random, SUBDOMAINS)}${domain}`;
    const name = word[0]!.toUpperCase() + word.slice(1);
    companies.push({
      name: random() < 0.1 ? `${name}, Inc.` : name,
      address: `${pick(random, LOCAL_PARTS)}@${host}`,
      host,
    });
  }
  return companies;
}

/**
 * A deterministic test mailbox: `messages` messages from `senders` company domains picked with a
 * Zipf-like skew, plus a few people on free-mail domains; oldest first, as UIDs would be assigned.
 */
export function generateImapMessages(options: GenerateImapMessagesOptions): ImapTestMessage[] {
  const random = createRandom(options.seed);
  const companies = createCompanies(random, options.senders);
  const pickCompany = createZipfPicker(random, companies.length);
  const since = (options.since ?? new Date('2005-01-01T00:00:00Z')).getTime() / 1000;
  const until = (options.until ?? new Date('2024-12-31T23:59:59Z')).getTime() / 1000;
  const recipient = options.recipient ?? 'ada@example.org';

  const dates = Array.from({ length: options.messages }, () =>
    Math.floor(since + random() * (until - since)),
  ).sort((a, b) => a - b);

  return dates.map((seconds, index) => {
    const date = new Date(seconds * 1000);
    if (random() < FREE_MAIL_SHARE) {
      const person = pick(random, PEOPLE);
      return {
        from: person,
        to: recipient,
        subject: pick(random, PERSONAL_SUBJECTS),
        date,
        messageId: `<${options.seed}.${index}@${person.address.split('@')[1]}>`,
        body: 'Hi,\r\n\r\nTalk soon.\r\n',
      };
    }
    const company = companies[pickCompany()]!;
    const subject = pick(random, SUBJECTS)(company.name, randomInt(random, 1000, 99999));
    return {
      from: { name: company.name, address: company.address },
      to: recipient,
      subject,
      date,
      messageId: `<${options.seed}.${index}@${company.host}>`,
      ...(random() < 0.8 && {
        listUnsubscribe: `<mailto:unsubscribe@${company.host}>, <https://${company.host}/u/${index}>`,
      }),
      body: `Hello,\r\n\r\nThank you for being a ${company.name} customer.\r\n`,
    };
  });
}

/** What a scan should find per sender domain (the From address's host). */
export interface SenderDomainSummary {
  count: number;
  first: Date;
  last: Date;
}

/** Ground truth for scan tests: count and first/last date per sender domain. */
export function summarizeBySenderDomain(
  messages: readonly { fromAddress: string; date: Date }[],
): Map<string, SenderDomainSummary> {
  const summary = new Map<string, SenderDomainSummary>();
  for (const { fromAddress, date } of messages) {
    const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1).toLowerCase();
    const current = summary.get(domain);
    if (!current) summary.set(domain, { count: 1, first: date, last: date });
    else {
      current.count += 1;
      if (date < current.first) current.first = date;
      if (date > current.last) current.last = date;
    }
  }
  return summary;
}
