import { registrableDomainOf } from '../../scanning/classify-sender';
import type { MessageMetadata } from '../provider';
import type { SenderSearch } from './sender-query';
import { holdsRun, isSearchable, searchWords, SenderTerms } from './sender-terms';
import {
  companyTotal,
  coveredExclusion,
  exclusionOf,
  type Doubtful,
  type MessageReader,
  type PendingCheck,
  type SenderExclusions,
  type SweepRules,
  type SweptSender,
} from './sweep-sender';

/**
 * Other companies already covered whose domain holds this one's words (`shop.com.au`,
 * `best-shop.com` for `shop.com`): Gmail's `from:shop.com` lists their mail too, so the search
 * leaves them out from the start instead of reading one of their messages to learn them.
 */
function coveredWithin(domain: string, covered: readonly string[]): string[] {
  const words = searchWords(domain);
  return covered.filter(
    (other) =>
      other !== domain &&
      !other.includes('@') &&
      other.includes(domain) &&
      holdsRun(searchWords(other), words),
  );
}

/**
 * A company's own mail as the check leaves it out: each sender's display name next to its
 * address (see `senderPhrases`), which a display name spelling the address does not match. Where
 * Gmail turns out not to match such phrases, its addresses and subdomains (loose as before).
 */
class OwnSenders {
  private readonly phrases = new Set<string>();
  private readonly hosts = new Set<string>();
  private readonly senderTerms = new SenderTerms();

  constructor(
    private readonly domain: string,
    private readonly search: SenderSearch,
  ) {}

  /** The terms for what is known now. */
  terms(): string[] {
    return this.search.hints.phrasesMatch ? [...this.phrases] : [...this.hosts];
  }

  /**
   * Learns a message of the company's; true when that adds a term. `listedWith` are the terms
   * of the search that listed it: if its phrase was among them, Gmail does not match phrases.
   */
  learn(message: MessageMetadata, listedWith: readonly string[] = []): boolean {
    const address = message.fromAddress;
    let isNew = false;
    if (isSearchable(address)) {
      const host = address.slice(address.lastIndexOf('@') + 1);
      const term = host === this.domain ? address : host;
      isNew = !this.hosts.has(term) && !this.search.hints.phrasesMatch;
      this.hosts.add(term);
    }
    const phrases = this.senderTerms.of(message);
    if (!phrases) return isNew;
    if (this.search.hints.phrasesMatch && phrases.some((phrase) => listedWith.includes(phrase))) {
      this.search.hints.phrasesMatch = false;
      return true;
    }
    const added = phrases.filter((phrase) => !this.phrases.has(phrase));
    for (const phrase of added) this.phrases.add(phrase);
    return isNew || (added.length > 0 && this.search.hints.phrasesMatch);
  }
}

/** What sweeping a company needs besides its first message. */
export type CompanyOptions = SweepRules & {
  withTotal: boolean;
  /** Senders covered so far: companies on a longer domain holding this one are left out. */
  covered: readonly string[];
  /** Co-domain suffixes its searches leave out (`com.au` for `shop.com`). */
  suffixes: readonly string[];
};

/**
 * A company's mail, exactly, though Gmail's `from:` is loose: `from:shop.com` also lists
 * `shop.com.au` (left out by its suffix), `best-shop.com` (left out when covered already), and any
 * sender whose display name or address mentions `shop.com` or spells one of its addresses. So
 * its search is checked (see `checkSearches`): what its known senders, display name and address
 * together, do not explain is read, and each read either teaches another sender of the company
 * or another sender to leave out (by its domain). A list of one or two is read whole for the
 * dates instead. Each further sender costs a read; the check itself a share of a list call.
 */
export class CompanySweep implements PendingCheck {
  readonly terms: readonly string[];
  ids: string[] = [];
  private idSet = new Set<string>();
  private readonly words: string[];
  private readonly own: OwnSenders;
  private readonly exclusions: SenderExclusions;
  private readonly settled: Map<string, boolean>;
  private excludedAtList = 0;

  constructor(
    private readonly search: SenderSearch,
    private readonly read: MessageReader,
    readonly domain: string,
    readonly found: MessageMetadata,
    private readonly options: CompanyOptions,
  ) {
    this.terms = [domain];
    this.words = searchWords(domain);
    this.own = new OwnSenders(domain, search);
    this.own.learn(found);
    this.exclusions = { addresses: coveredWithin(domain, options.covered), ids: [] };
    this.settled = new Map([[found.id, true]]);
  }

  /** Lists the company's ids and reads its oldest; false when the list was short and is read. */
  async start(): Promise<boolean> {
    await this.list();
    const isShort = this.ids.length <= 2;
    // The oldest is read for the dates anyway; read first, it may name a second sender.
    const firstReads = isShort ? this.ids : this.ids.slice(-1);
    for (const id of firstReads) if (!this.settled.has(id)) await this.settle(id);
    await this.relistIfExcluded();
    return !isShort && this.ids.some((id) => !this.settled.has(id));
  }

  lists(id: string): boolean {
    return this.idSet.has(id) && this.settled.get(id) !== false;
  }

  explained(): readonly string[] {
    return this.own.terms();
  }

  async review(doubtful: readonly Doubtful[]): Promise<boolean> {
    // Read until a read teaches a term, then check again, as that term may explain more of it,
    // unless nothing is left unread. What teaches nothing (no display name) is settled alone.
    const unsettled = doubtful.filter(([id]) => !this.settled.has(id));
    let index = 0;
    let hasLearned = false;
    while (index < unsettled.length && !hasLearned) {
      const [id, listedWith] = unsettled[index]!;
      hasLearned = await this.settle(id, listedWith);
      index += 1;
    }
    await this.relistIfExcluded();
    return hasLearned && index < unsettled.length;
  }

  /** After its check: reads the newest and oldest, each of which must be the company's own. */
  async finish(): Promise<SweptSender> {
    for (;;) {
      const ends = [...new Set([this.ids[0], this.ids.at(-1)])].filter((id) => id !== undefined);
      await Promise.all(ends.filter((id) => !this.settled.has(id)).map((id) => this.settle(id)));
      if (ends.every((id) => this.settled.get(id))) {
        const total = this.options.withTotal
          ? await companyTotal(this.read, this.domain, this.ids, ends, this.found)
          : null;
        return { ids: this.ids, exclusions: this.exclusions, total };
      }
      await this.relistIfExcluded();
    }
  }

  private async list() {
    this.excludedAtList = this.exclusions.addresses.length;
    const excluded = [...this.options.suffixes, ...this.exclusions.addresses];
    const listed = await this.search.list(this.domain, excluded);
    this.ids = listed.filter((id) => this.settled.get(id) !== false);
    this.idSet = new Set(this.ids);
  }

  /** Lists again once reads taught senders to leave out, else drops what was read as theirs. */
  private async relistIfExcluded() {
    if (this.exclusions.addresses.length > this.excludedAtList) await this.list();
    else this.ids = this.ids.filter((id) => this.settled.get(id) !== false);
  }

  /** Reads an id not yet settled; true when it taught a term that changes what checks list. */
  private async settle(id: string, listedWith: readonly string[] = []): Promise<boolean> {
    // Another company's checked search lists it: that company's mail, known without a read.
    const other = coveredExclusion(this.options.coveredBy(id), this.words);
    if (other !== null && other !== this.domain) {
      this.settled.set(id, false);
      if (this.exclusions.addresses.includes(other)) return false;
      this.exclusions.addresses.push(other);
      return true;
    }
    const message = await this.read(id);
    const isMine =
      message !== null &&
      registrableDomainOf(message.fromAddress) === this.domain &&
      !this.options.isPerson(message.fromAddress);
    this.settled.set(id, isMine);
    if (!message) return false;
    if (isMine) return this.own.learn(message, listedWith);
    const term = exclusionOf(message, this.words, this.options);
    if (term === null || this.exclusions.addresses.includes(term)) {
      this.exclusions.ids.push(id);
      return false;
    }
    this.exclusions.addresses.push(term);
    return true;
  }
}
