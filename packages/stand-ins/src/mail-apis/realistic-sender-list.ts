import type { Random } from './prng.js';
import { FREE_MAIL_DOMAINS, registrableDomainOf } from './registrable-domain.js';
import {
  WORDS,
  activeWindow,
  capitalize,
  type NewSender,
  type SenderProfile,
} from './sender-catalog.js';

/**
 * What a sender of a realistic mailbox stands for, so its cases can be counted and found:
 * `family` a company on one of several domains of a brand (`brand-7.com`, `brand-7.com.au`),
 * `hyphenated` one whose domain holds another's (`best-brand-7.com`), `punycode` one on an IDN,
 * `mention` an affiliate naming another company's domain in its display name, `mention-plain`
 * the same affiliate's address that does not, `local-part` a reseller naming it in the local part,
 * `address-mention` a service whose display name spells another sender's whole address (the
 * owner's, a person's or a company's),
 * `person` a person on free mail, `person-domain` a person on a domain of their own
 * (`maria@lopez.net`), `colleague` a person writing from a company's domain, `own-domain` a person
 * on the owner's own domain, `self` the owner.
 */
export type SenderRole =
  | 'company'
  | 'family'
  | 'hyphenated'
  | 'punycode'
  | 'mention'
  | 'mention-plain'
  | 'local-part'
  | 'address-mention'
  | 'person'
  | 'person-domain'
  | 'colleague'
  | 'own-domain'
  | 'self';

/** The roles of people; every other role is a company's. */
export const PERSON_ROLES: ReadonlySet<SenderRole> = new Set([
  'person',
  'person-domain',
  'colleague',
  'own-domain',
  'self',
]);

/** A generated name: `shop-12`, shown as `Shop 12`. */
export interface Stem {
  stem: string;
  brand: string;
}

/** Collects the distinct senders of a realistic mailbox, their roles and the companies' domains. */
export class RealisticSenderList {
  readonly senders: SenderProfile[] = [];
  readonly roles: SenderRole[] = [];
  /** Registrable domains of companies, the owner's own never among them. */
  readonly companyDomains = new Set<string>();
  /** Registrable domains of people on domains of their own: no company's, no free mail's. */
  readonly personDomains = new Set<string>();
  private readonly addresses = new Set<string>();
  private readonly stems = new Set<string>();

  constructor(
    readonly random: Random,
    private readonly start: number,
    private readonly end: number,
    readonly ownDomain: string,
  ) {}

  /** A fresh active window; senders of one family share theirs. */
  window(): [number, number] {
    return activeWindow(this.random, this.start, this.end);
  }

  /**
   * Adds a sender unless its address is taken or its domain is another's: a company's domain is
   * never the owner's nor a person's, and a person's own domain is nobody else's. Companies and
   * people on their own domains also record their domain.
   */
  add(sender: NewSender, role: SenderRole, window = this.window()): boolean {
    if (this.addresses.has(sender.address)) return false;
    const domain = registrableDomainOf(sender.address);
    const isCompany = !PERSON_ROLES.has(role);
    if (isCompany && (domain === this.ownDomain || this.personDomains.has(domain))) return false;
    if (role === 'person-domain' && !this.isFreeForPerson(domain)) return false;
    this.addresses.add(sender.address);
    if (isCompany) this.companyDomains.add(domain);
    if (role === 'person-domain') this.personDomains.add(domain);
    this.senders.push({ ...sender, domain, activeFrom: window[0], activeTo: window[1] });
    this.roles.push(role);
    return true;
  }

  /** Whether a person may take `domain` as their own: nobody mails from it yet. */
  private isFreeForPerson(domain: string): boolean {
    return (
      domain !== this.ownDomain &&
      !FREE_MAIL_DOMAINS.has(domain) &&
      !this.companyDomains.has(domain) &&
      !this.personDomains.has(domain)
    );
  }

  /**
   * A `word-number` name not used before. Names are never reused, so two companies share a name
   * only where a case asks for it (a family's domains).
   */
  newStem(words: readonly string[] = WORDS): Stem {
    for (let attempt = 0; attempt < 100_000; attempt += 1) {
      const word = this.random.pick(words);
      const number = this.random.int(1, 999);
      const claimed = this.claimStem(`${word}-${number}`, `${capitalize(word)} ${number}`);
      if (claimed) return claimed;
    }
    throw new Error('ran out of company names');
  }

  /** Reserves `stem` as a name; null when it is taken. */
  claimStem(stem: string, brand: string): Stem | null {
    if (this.stems.has(stem)) return null;
    this.stems.add(stem);
    return { stem, brand };
  }
}
