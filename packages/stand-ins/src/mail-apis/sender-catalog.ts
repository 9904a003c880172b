import type { Random } from './prng.js';
import { GENERATED_SUFFIXES, registrableDomainOf } from './registrable-domain.js';

/** What a sender mostly sends; decides subjects, labels and List-Unsubscribe. */
export type SenderKind = 'marketing' | 'transactional' | 'social' | 'person';

/** One From address of a generated mailbox. */
export interface SenderProfile {
  name: string;
  address: string;
  /** Registrable domain of the address (`shop-12.co.uk` for `news@mail.shop-12.co.uk`). */
  domain: string;
  kind: SenderKind;
  /** The company's display name, or the person's name. */
  brand: string;
  /** Mail from this sender falls within [activeFrom, activeTo] (ms since the epoch). */
  activeFrom: number;
  activeTo: number;
}

/** Words company names are made of: `shop-12.com`, brand `Shop 12`. */
export const WORDS = (
  'shop service travel bank news games stream health fashion food cloud learn fitness photo ' +
  'music home auto pets books tickets energy mobile insure market social jobs dating rent tools garden'
).split(' ');
/** Hosts a company mails from, in front of its registrable domain. */
export const SUBDOMAINS = [
  // The bare domain twice, so that about one sender in seven mails from it.
  '',
  '',
  ...(
    'mail. email. e. news. accounts. info. mail.notifications. em.mktg. bounce.mail. service. ' +
    'us. reply.'
  ).split(' '),
];
/** Local parts of company senders, by what they send. */
export const LOCAL_PARTS: Record<Exclude<SenderKind, 'person'>, string[]> = {
  marketing: ['news', 'newsletter', 'offers', 'hello', 'deals', 'marketing', 'info'],
  transactional: ['no-reply', 'noreply', 'orders', 'receipts', 'account', 'security', 'billing'],
  social: ['notifications', 'updates', 'digest', 'friends', 'notify'],
};
/** Names of generated people. */
export const FIRST_NAMES = 'Maria James Aiko Omar Lena Tom Priya Lucas Zoe Ivan'.split(' ');
export const LAST_NAMES = 'Lopez Smith Tanaka Haddad Berg Okafor Rossi Nowak Kim'.split(' ');
const FREE_MAIL = ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com'];
const PERSON_SHARE = 0.1;
const EXTRA_SENDER_SHARE = 0.25;
const MAX_SENDERS = 50_000;

/** `shop` → `Shop`. */
export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What a company sender mostly sends: marketing 45 %, transactional 40 %, social 15 %. */
export function pickKind(random: Random): Exclude<SenderKind, 'person'> {
  const roll = random.next();
  return roll < 0.45 ? 'marketing' : roll < 0.85 ? 'transactional' : 'social';
}

/** A sender's active period within [start, end]: the whole span for one in five senders. */
export function activeWindow(random: Random, start: number, end: number): [number, number] {
  const span = end - start;
  if (random.chance(0.2)) return [start, end];
  const [from, to] = [random.next(), random.next()].sort((a, b) => a - b) as [number, number];
  const widened = Math.max(to, Math.min(1, from + 0.05));
  return [start + Math.floor(from * span), start + Math.floor(widened * span)];
}

/** A sender before it is given its registrable domain and active window. */
export type NewSender = Omit<SenderProfile, 'domain' | 'activeFrom' | 'activeTo'>;

/** Collects distinct senders, giving each an active window. */
class SenderBook {
  readonly senders: SenderProfile[] = [];
  private readonly addresses = new Set<string>();
  private attempts = 0;

  constructor(
    private readonly random: Random,
    private readonly count: number,
    private readonly start: number,
    private readonly end: number,
  ) {}

  add(sender: NewSender): void {
    this.attempts += 1;
    if (this.attempts > 100 * this.count + 1000) {
      throw new Error(`cannot name ${this.count} distinct senders`);
    }
    if (this.addresses.has(sender.address)) return;
    this.addresses.add(sender.address);
    const [activeFrom, activeTo] = activeWindow(this.random, this.start, this.end);
    this.senders.push({
      ...sender,
      domain: registrableDomainOf(sender.address),
      activeFrom,
      activeTo,
    });
  }
}

const companyAddress = (random: Random, kind: Exclude<SenderKind, 'person'>, domain: string) =>
  `${random.pick(LOCAL_PARTS[kind])}@${random.pick(SUBDOMAINS)}${domain}`;

function addCompanies(book: SenderBook, random: Random, companies: number) {
  const domains = new Map<string, string>();
  while (domains.size < companies) {
    const word = random.pick(WORDS);
    const number = random.int(1, 999);
    const domain = `${word}-${number}.${random.pick(GENERATED_SUFFIXES)}`;
    if (domains.has(domain)) continue;
    const brand = `${capitalize(word)} ${number}`;
    domains.set(domain, brand);
    const kind = pickKind(random);
    book.add({ name: brand, address: companyAddress(random, kind, domain), kind, brand });
  }
  return [...domains];
}

function addSecondSenders(
  book: SenderBook,
  random: Random,
  domains: [string, string][],
  upTo: number,
) {
  while (book.senders.length < upTo) {
    const [domain, brand] = random.pick(domains);
    const kind = pickKind(random);
    const name = random.chance(0.5)
      ? brand
      : `${brand} ${random.pick(['Team', 'Support', 'News'])}`;
    book.add({ name, address: companyAddress(random, kind, domain), kind, brand });
  }
}

function addPeople(book: SenderBook, random: Random, upTo: number) {
  while (book.senders.length < upTo) {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const suffix = random.chance(0.5) ? String(random.int(1, 99)) : '';
    const address = `${name.replace(' ', '.')}${suffix}@${random.pick(FREE_MAIL)}`.toLowerCase();
    book.add({ name, address, kind: 'person', brand: name });
  }
}

/**
 * Creates `count` distinct senders: about 10 % people on free-mail domains, the rest companies, a
 * quarter of which send from a second subdomain or local part of a domain already in the list.
 */
export function createSenders(
  random: Random,
  count: number,
  start: number,
  end: number,
): SenderProfile[] {
  if (count > MAX_SENDERS) throw new Error(`at most ${MAX_SENDERS} senders, asked for ${count}`);
  const book = new SenderBook(random, count, start, end);
  const people = count >= 5 ? Math.max(1, Math.round(count * PERSON_SHARE)) : 0;
  const companySenders = count - people;
  const companies = Math.max(
    Math.min(companySenders, 1),
    Math.ceil(companySenders * (1 - EXTRA_SENDER_SHARE)),
  );
  const domains = addCompanies(book, random, companies);
  addSecondSenders(book, random, domains, companySenders);
  addPeople(book, random, count);
  return book.senders;
}
