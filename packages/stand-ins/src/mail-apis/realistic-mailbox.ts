import { addAddressMentions, plannedAddressMentions } from './address-mentions.js';
import { ADDRESSLESS_FROMS, addresslessSenders, writeFromQuirks } from './from-header-quirks.js';
import type { GeneratedMailbox } from './mailbox-generator.js';
import { createSenderSampler, writeMessages } from './mailbox-writer.js';
import { createRandom, type Random } from './prng.js';
import { addRealisticCompanies, type CompanyCases } from './realistic-companies.js';
import {
  addColleagues,
  addOwnerCircle,
  addPeople,
  addPeopleOnOwnDomains,
  writeReplies,
} from './realistic-people.js';
import { PERSON_ROLES, RealisticSenderList, type SenderRole } from './realistic-sender-list.js';
import { registrableDomainOf } from './registrable-domain.js';

/** How to generate a realistic mailbox; the same options always give the same mailbox. */
export interface RealisticMailboxOptions {
  seed: number | string;
  /** 100,000 unless told. */
  messages?: number;
  /** Distinct company registrable domains; 3,000 unless told. */
  companies?: number;
  /** Distinct people on free-mail domains; 2,000 unless told. */
  people?: number;
  /** People each on a registrable domain of their own (`maria@lopez.net`); 150 unless told. */
  peopleOnOwnDomains?: number;
  /** People writing from a company's domain (`maria.lopez@shop-12.com`); 100 unless told. */
  colleagues?: number;
  /** The mailbox's own address: it mails notes to self, and others may share its domain. */
  owner: string;
  start: Date;
  end: Date;
  /** Share of messages in SPAM or TRASH; 0.05 unless told. */
  spamTrashShare?: number;
}

/** How many of each special case a realistic mailbox holds, for tests and benchmarks to show. */
export interface RealisticCases extends CompanyCases {
  /** Distinct company registrable domains, every one counted by the ground truth. */
  companies: number;
  companySenders: number;
  /** People on free-mail domains. */
  people: number;
  /**
   * People each on a registrable domain of their own, which the ground truth counts though every
   * sender on it is a person: as many person domains (see `RealisticMailbox.personDomains`).
   */
  peopleOnOwnDomains: number;
  /** People writing from a company's domain, which stays a company's. */
  colleagues: number;
  /**
   * Companies whose every display name spells another sender's whole address, in turn the
   * owner's, a person's and a company's (`"alex@morgan-family.net via Signly 12" <…>`).
   */
  addressMentions: number;
  /** The companies those colleagues write from. */
  colleagueCompanies: number;
  /** People other than the owner on the owner's own domain; 0 for an owner on free mail. */
  ownDomainSenders: number;
  /** Messages, as every count below: from the owner to the owner. */
  notesToSelf: number;
  spamTrash: number;
  /** People's follow-ups in a thread, written as replies (`In-Reply-To`, `References`). */
  replies: number;
  /** From: `news@x.com`. */
  bareAddressFrom: number;
  /** From: `news@x.com (X News)`. */
  commentFrom: number;
  /** From: `X News < NEWS@Mail.X.COM >`. */
  spacedUpperCaseFrom: number;
  /** From: `X, Inc. <news@x.com>`. */
  unquotedSpecialsFrom: number;
  /** From: `undisclosed-recipients:;` or `MAILER-DAEMON`, no address at all. */
  noAddressFrom: number;
}

/** A realistic generated mailbox and the counts of its special cases. */
export interface RealisticMailbox extends GeneratedMailbox {
  cases: RealisticCases;
  /**
   * Registrable domains the ground truth counts whose every sender is a person: people on domains
   * of their own. Every other counted domain is a company's. Each sender's profile tells its kind
   * (`person`, or what a company sends; see `senderKindsOf`).
   */
  personDomains: Set<string>;
}

/** Share of the sampled mail that people send; companies send the rest. */
const PEOPLE_MAIL_SHARE = 0.06;
const COMPANY_ZIPF_EXPONENT = 1.1;
/** Flatter than the companies': most people write a few messages each. */
const PEOPLE_ZIPF_EXPONENT = 0.6;

/**
 * Which sender writes message n: the `forced` ones first (every sender once, the owner's further
 * notes to self, the address-less messages), then companies and people drawn with a Zipf skew.
 */
function createSenderPicker(
  random: Random,
  roles: readonly SenderRole[],
  forced: readonly number[],
): (index: number) => number {
  const people: number[] = [];
  const companies: number[] = [];
  for (const [index, role] of roles.entries()) {
    // The owner's notes to self are all planned, so that their count is exact.
    if (role !== 'self') (PERSON_ROLES.has(role) ? people : companies).push(index);
  }
  const samplePerson = createSenderSampler(random, people.length, PEOPLE_ZIPF_EXPONENT);
  const sampleCompany = createSenderSampler(random, companies.length, COMPANY_ZIPF_EXPONENT);
  return (index) => {
    if (index < forced.length) return forced[index] as number;
    return random.chance(PEOPLE_MAIL_SHARE)
      ? (people[samplePerson()] as number)
      : (companies[sampleCompany()] as number);
  };
}

/** The cases that count senders, not messages. */
type SenderCases = Omit<
  RealisticCases,
  | 'notesToSelf'
  | 'spamTrash'
  | 'replies'
  | 'bareAddressFrom'
  | 'commentFrom'
  | 'spacedUpperCaseFrom'
  | 'unquotedSpecialsFrom'
  | 'noAddressFrom'
>;

/** Adds every sender the options ask for to `list`, and counts their cases. */
function addSenders(list: RealisticSenderList, options: RealisticMailboxOptions): SenderCases {
  // The owner first, so that no generated person takes the owner's address.
  const ownDomainSenders = addOwnerCircle(list, options.owner);
  const companies = options.companies ?? 3000;
  const addressMentions = plannedAddressMentions(companies);
  const companyCases = addRealisticCompanies(list, companies - addressMentions);
  addPeople(list, options.people ?? 2000);
  addPeopleOnOwnDomains(list, options.peopleOnOwnDomains ?? 150);
  // Colleagues come after the companies, whose domains they write from; services writing on
  // someone's behalf after the people and companies whose addresses they spell.
  addColleagues(list, options.colleagues ?? 100);
  addAddressMentions(list, options.owner, addressMentions);
  const { senders, roles } = list;
  const withRole = (role: SenderRole) => roles.filter((other) => other === role).length;
  const colleagueDomains = senders
    .filter((_, index) => roles[index] === 'colleague')
    .map((sender) => sender.domain);
  return {
    ...companyCases,
    companies: list.companyDomains.size,
    companySenders: roles.filter((role) => !PERSON_ROLES.has(role)).length,
    people: withRole('person'),
    peopleOnOwnDomains: withRole('person-domain'),
    colleagues: withRole('colleague'),
    colleagueCompanies: new Set(colleagueDomains).size,
    addressMentions,
    ownDomainSenders,
  };
}

/**
 * Generates a mailbox shaped like a real one, with every case a sender search can get wrong:
 * companies on several domains of one brand (`brand-7.com`, `brand-7.com.au`), domains that hold
 * another's (`best-brand-7.com`), affiliates and resellers naming another company in the display
 * name or local part, services spelling another sender's whole address (the owner's too) in the
 * display name, IDN domains, people on free mail, on domains of their own and writing from a
 * company's, the owner's notes to self and own domain, SPAM and TRASH, and malformed From headers
 * (`rawFrom`). Mail is Zipf-skewed over senders and every sender sends at least one message.
 * Deterministic for a given set of options.
 */
export function generateRealisticMailbox(options: RealisticMailboxOptions): RealisticMailbox {
  const start = options.start.getTime();
  const end = options.end.getTime();
  if (!(start < end)) throw new Error('start must be before end');
  const count = options.messages ?? 100_000;
  const random = createRandom(options.seed);
  const list = new RealisticSenderList(random, start, end, registrableDomainOf(options.owner));
  const senderCases = addSenders(list, options);
  const { senders, roles } = list;

  const quirkCount = Math.max(60, Math.round(count * 0.001));
  const notesToSelf = Math.max(10, Math.round(count * 0.002));
  const forced = senders.map((_, index) => index);
  forced.push(...Array<number>(notesToSelf - 1).fill(roles.indexOf('self')));
  for (const [index] of ADDRESSLESS_FROMS.entries()) {
    forced.push(...Array<number>(quirkCount).fill(senders.length + index));
  }
  if (count < forced.length) throw new Error(`need at least ${forced.length} messages`);
  const written = writeMessages(random, {
    senders: [...senders, ...addresslessSenders(start, end)],
    count,
    pickSender: createSenderPicker(random, roles, forced),
    spamTrashShare: options.spamTrashShare ?? 0.05,
  });
  writeFromQuirks(random, written, roles, quirkCount);
  const replies = writeReplies(written, roles);

  const { messages } = written;
  const cases: RealisticCases = {
    ...senderCases,
    notesToSelf,
    spamTrash: messages.filter((m) => m.labels.includes('SPAM') || m.labels.includes('TRASH'))
      .length,
    replies,
    bareAddressFrom: quirkCount,
    commentFrom: quirkCount,
    spacedUpperCaseFrom: quirkCount,
    unquotedSpecialsFrom: quirkCount,
    noAddressFrom: ADDRESSLESS_FROMS.length * quirkCount,
  };
  return { messages, senders, cases, personDomains: new Set(list.personDomains) };
}
