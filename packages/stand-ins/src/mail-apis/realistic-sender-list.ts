import type { Random } from './prng.js';
import { registrableDomainOf } from './registrable-domain.js';
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
 * `own-domain` a person on the owner's own domain, `self` the owner.
 */
export type SenderRole =
  | 'company'
  | 'family'
  | 'hyphenated'
  | 'punycode'
  | 'mention'
  | 'mention-plain'
  | 'local-part'
  | 'person'
  | 'own-domain'
  | 'self';

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

  /** Adds a sender unless its address is taken; companies also record their domain. */
  add(sender: NewSender, role: SenderRole, window = this.window()): boolean {
    if (this.addresses.has(sender.address)) return false;
    const domain = registrableDomainOf(sender.address);
    const isCompany = role !== 'person' && role !== 'own-domain' && role !== 'self';
    if (isCompany && domain === this.ownDomain) return false;
    this.addresses.add(sender.address);
    if (isCompany) this.companyDomains.add(domain);
    this.senders.push({ ...sender, domain, activeFrom: window[0], activeTo: window[1] });
    this.roles.push(role);
    return true;
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
