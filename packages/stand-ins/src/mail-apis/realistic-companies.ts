import { domainToASCII } from 'node:url';
import type { RealisticSenderList, SenderRole, Stem } from './realistic-sender-list.js';
import { GENERATED_SUFFIXES } from './registrable-domain.js';
import { LOCAL_PARTS, SUBDOMAINS, capitalize, pickKind } from './sender-catalog.js';

/** How many senders or domains of each company case a realistic mailbox holds. */
export interface CompanyCases {
  /** Brands that exist as two or more companies, `brand-7.com` beside `brand-7.com.au`. */
  coDomainFamilies: number;
  /** The companies (registrable domains) of those families. */
  coDomainCompanies: number;
  /** Companies whose domain holds another's as a hyphenated suffix: `best-brand-7.com`. */
  hyphenatedDomains: number;
  /** Companies on an IDN domain in its ASCII form: `xn--mller-kva.de`. */
  punycodeDomains: number;
  /** Affiliate senders whose display name names another company's domain. */
  displayNameMentions: number;
  /** Of those, affiliates that also mail from a second address with a plain name. */
  displayNameMentionsSometimes: number;
  /** Reseller senders with another company's domain in the local part. */
  localPartMentions: number;
}

interface Company extends Stem {
  domain: string;
  suffix: string;
}

const FAMILY_SUFFIXES = [['com.au'], ['com.br'], ['com.au', 'com.br']];
const HYPHEN_PREFIXES = ['best', 'my', 'get', 'go', 'shop', 'the', 'buy'];
const IDN_WORDS = 'müller bücher café señor göteborg zürich français köln éclair über'.split(' ');
const AFFILIATE_WORDS = ['dealsite', 'coupons', 'promo', 'cashback', 'savings', 'bargains'];
const RESELLER_WORDS = ['reseller', 'marketplace', 'outlet', 'tradehub'];
const MENTION_NAMES = ['Deals', 'Offers', 'Coupons', 'Sale'];

/** Adds one company sender, and sometimes one or two more addresses on the same domain. */
function addCompany(
  list: RealisticSenderList,
  company: Stem & { domain: string },
  role: SenderRole,
) {
  const { random } = list;
  const extra = random.chance(0.1) ? 2 : random.chance(0.3) ? 1 : 0;
  for (let index = 0; index <= extra; index += 1) {
    const kind = pickKind(random);
    const address = `${random.pick(LOCAL_PARTS[kind])}@${random.pick(SUBDOMAINS)}${company.domain}`;
    const name = index === 0 ? company.brand : `${company.brand} ${random.pick(['Team', 'News'])}`;
    list.add({ name, address, kind, brand: company.brand }, role);
  }
}

/** A brand on `.com` and on `.com.au` and/or `.com.br`, the same senders on every domain. */
function addFamily(list: RealisticSenderList): Company & { members: number } {
  const { random } = list;
  const stem = list.newStem();
  const suffixes = ['com', ...random.pick(FAMILY_SUFFIXES)];
  for (let pair = random.int(1, 3); pair > 0; pair -= 1) {
    const kind = pickKind(random);
    const local = random.pick(LOCAL_PARTS[kind]);
    const host = random.pick(SUBDOMAINS);
    const window = list.window();
    for (const suffix of suffixes) {
      const address = `${local}@${host}${stem.stem}.${suffix}`;
      list.add({ name: stem.brand, address, kind, brand: stem.brand }, 'family', window);
    }
  }
  return { ...stem, domain: `${stem.stem}.com`, suffix: 'com', members: suffixes.length };
}

function addPlainCompany(list: RealisticSenderList): Company {
  const stem = list.newStem();
  const suffix = list.random.pick(GENERATED_SUFFIXES);
  const company = { ...stem, domain: `${stem.stem}.${suffix}`, suffix };
  addCompany(list, company, 'company');
  return company;
}

function addHyphenated(list: RealisticSenderList, target: Company) {
  const prefix = list.random.pick(HYPHEN_PREFIXES);
  const stem = list.claimStem(`${prefix}-${target.stem}`, `${capitalize(prefix)} ${target.brand}`);
  if (!stem) return false;
  addCompany(list, { ...stem, domain: `${stem.stem}.${target.suffix}` }, 'hyphenated');
  return true;
}

function addPunycode(list: RealisticSenderList) {
  const { random } = list;
  const word = random.pick(IDN_WORDS);
  const number = random.int(1, 99);
  const plain = random.chance(0.5);
  const stem = list.claimStem(
    plain ? word : `${word}-${number}`,
    plain ? capitalize(word) : `${capitalize(word)} ${number}`,
  );
  if (!stem) return false;
  const domain = domainToASCII(`${stem.stem}.${random.pick(GENERATED_SUFFIXES)}`);
  addCompany(list, { ...stem, domain }, 'punycode');
  return true;
}

/** An affiliate naming `target` in its display name; with `sometimes`, also a plain address. */
function addAffiliate(list: RealisticSenderList, target: Company, sometimes: boolean) {
  const { random } = list;
  const stem = list.newStem(AFFILIATE_WORDS);
  const domain = `${stem.stem}.${random.pick(['net', 'com'])}`;
  const name = `${target.domain} ${random.pick(MENTION_NAMES)}`;
  const brand = stem.brand;
  list.add({ name, address: `news@${domain}`, kind: 'marketing', brand }, 'mention');
  if (sometimes) {
    list.add(
      { name: brand, address: `hello@${domain}`, kind: 'marketing', brand },
      'mention-plain',
    );
  }
}

function addReseller(list: RealisticSenderList, target: Company) {
  const stem = list.newStem(RESELLER_WORDS);
  const address = `${target.domain}.orders@${stem.stem}.net`;
  list.add({ name: stem.brand, address, kind: 'transactional', brand: stem.brand }, 'local-part');
}

/** How many of each case `companies` companies hold; each at least the floor the tests need. */
export function plannedCompanyCases(companies: number) {
  const atLeast = (floor: number, share: number) => Math.max(floor, Math.round(companies * share));
  return {
    families: atLeast(40, 0.015),
    hyphenated: atLeast(10, 0.005),
    punycode: atLeast(20, 0.008),
    affiliates: atLeast(30, 0.012),
    resellers: atLeast(10, 0.004),
  };
}

/**
 * Adds exactly `companies` company domains to `list`: co-domain families, plain companies, then
 * the companies that name others (hyphenated domains, affiliates, resellers) and IDN companies.
 */
export function addRealisticCompanies(list: RealisticSenderList, companies: number): CompanyCases {
  const { random } = list;
  const plan = plannedCompanyCases(companies);
  const special = plan.hyphenated + plan.punycode + plan.affiliates + plan.resellers;
  const bases: Company[] = [];
  let coDomainCompanies = 0;
  for (let index = 0; index < plan.families; index += 1) {
    const family = addFamily(list);
    bases.push(family);
    coDomainCompanies += family.members;
  }
  if (list.companyDomains.size + special > companies) {
    throw new Error(`need at least ${list.companyDomains.size + special + 1} companies`);
  }
  while (list.companyDomains.size < companies - special) bases.push(addPlainCompany(list));
  let hyphenated = 0;
  while (hyphenated < plan.hyphenated) if (addHyphenated(list, random.pick(bases))) hyphenated += 1;
  let punycode = 0;
  while (punycode < plan.punycode) if (addPunycode(list)) punycode += 1;
  for (let index = 0; index < plan.affiliates; index += 1) {
    addAffiliate(list, random.pick(bases), index % 2 === 1);
  }
  for (let index = 0; index < plan.resellers; index += 1) addReseller(list, random.pick(bases));
  return {
    coDomainFamilies: plan.families,
    coDomainCompanies,
    hyphenatedDomains: hyphenated,
    punycodeDomains: punycode,
    displayNameMentions: plan.affiliates,
    displayNameMentionsSometimes: Math.floor(plan.affiliates / 2),
    localPartMentions: plan.resellers,
  };
}
