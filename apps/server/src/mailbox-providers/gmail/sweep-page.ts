import type { MessageMetadata } from '../provider';
import { registrableDomainOf } from '../../scanning/classify-sender';
import type { SenderTotal, SweepCursor } from './gmail-scan-page';
import { CompanySweep } from './company-sweep';
import { coDomainSuffixes, type SenderSearch } from './sender-query';
import type { MailboxServices } from './sender-sweep';
import { checkSearches } from './sweep-checks';
import type { SweepState } from './sweep-memory';
import { listPeopleMail, type PersonMet } from './sweep-people';
import { findCoDomains, isAddress, PEOPLE } from './sweep-restore';
import { sweepAddress, type MessageReader, type SenderExclusions } from './sweep-sender';

function singleTotal(sender: string, message: MessageMetadata): SenderTotal {
  return { sender, count: 1, first: message.date, last: message.date, samples: [message] };
}

/**
 * What one sweep page covers and counts as the walk meets senders. A company's search covers its
 * ids at once, but provisionally: the page's company searches are checked together at its end
 * (see `checkSearches`), and what the walk skipped that turned out to be another sender's, it
 * meets then. People's searches list only what is surely theirs (see `listPeopleMail`).
 */
export class PageSweep {
  readonly covered: string[];
  readonly exclusions: Record<string, SenderExclusions>;
  readonly coDomains: Record<string, string[]> | undefined;
  readonly names: Record<string, string[]>;
  /** The totals counted, in the order the walk met their senders (a checked one fills in later). */
  private readonly totals: (SenderTotal | null)[] = [];
  private readonly slots = new Map<CompanySweep, number>();
  /** Senders met for the first time on this page. */
  swept = 0;
  private readonly isCovered: Set<string>;
  /** People met and not listed yet: listed together at the end, or when one turns up again. */
  private readonly people: PersonMet[] = [];
  /** Company searches waiting for the check, the ids they list, and those the walk passed. */
  private readonly pending: CompanySweep[] = [];
  private readonly provisional = new Set<string>();
  private readonly skipped = new Set<string>();

  constructor(
    private readonly services: MailboxServices,
    /** The mailbox's own registrable domain: covered, not counted. */
    private readonly ownDomain: string | null,
    cursor: SweepCursor,
    private readonly state: SweepState,
    private readonly search: SenderSearch,
    private readonly read: MessageReader,
  ) {
    this.covered = [...cursor.covered];
    this.exclusions = { ...cursor.exclusions };
    this.coDomains = cursor.coDomains && { ...cursor.coDomains };
    this.names = { ...cursor.names };
    this.isCovered = new Set(this.covered);
  }

  get senderTotals(): SenderTotal[] {
    return this.totals.filter((total) => total !== null);
  }

  /** The walk at `id`: skipped when a search covers it, else read and its sender met. */
  async walk(id: string): Promise<void> {
    if (this.state.coveredIds.delete(id)) {
      this.state.read.delete(id);
      return;
    }
    if (this.provisional.has(id)) {
      this.skipped.add(id);
      return;
    }
    const message = await this.read(id);
    this.state.read.delete(id);
    await this.meet(message);
  }

  /** Ends the page: lists the people met (unless the walk is done) and checks every search. */
  async end(isDone: boolean): Promise<void> {
    for (;;) {
      if (!isDone) await this.listPeople();
      if (this.pending.length === 0) return;
      const checks = this.pending.splice(0);
      await checkSearches(this.search, checks);
      for (const check of checks) await this.settle(check);
      const passed = new Set(
        [...this.skipped].filter(
          (id) => !checks.some((check) => check.lists(id)) && !this.state.coveredIds.delete(id),
        ),
      );
      // What the walk skipped is not needed again, but what turned out to be another sender's,
      // which the walk meets now as it would have then.
      for (const id of this.skipped) if (!passed.has(id)) this.state.read.delete(id);
      this.provisional.clear();
      this.skipped.clear();
      for (const id of passed) await this.walk(id);
    }
  }

  /** How the walk covers the sender of a message it read: by address or by registrable domain. */
  private planFor(message: MessageMetadata) {
    const address = message.fromAddress;
    const domain = registrableDomainOf(address);
    if (!domain) return null;
    if (this.services.isPerson(address)) return { sender: address, withTotal: false };
    if (this.services.isServiceDomain(domain)) return { sender: address, withTotal: true };
    return { sender: domain, withTotal: domain !== this.ownDomain };
  }

  /** What the walk does with a message no covered sender accounts for. */
  private async meet(message: MessageMetadata | null): Promise<void> {
    const plan = message ? this.planFor(message) : null;
    if (!message || !plan) return;
    if (this.people.some((person) => person.address === plan.sender)) {
      // A person who writes often: list the people met so far now, not at the page's end.
      await this.listPeople();
      return;
    }
    if (this.isCovered.has(plan.sender)) {
      // Its sender's search did not list it (Gmail search is not exact): count it on its own.
      if (plan.withTotal) this.totals.push(singleTotal(plan.sender, message));
      return;
    }
    this.covered.push(plan.sender);
    this.isCovered.add(plan.sender);
    this.swept += 1;
    if (isAddress(plan.sender) && !plan.withTotal) {
      this.people.push({ address: plan.sender, found: message });
    } else if (isAddress(plan.sender)) {
      const result = await sweepAddress(this.search, this.read, plan.sender, message);
      this.cover(result.ids, plan.sender, message.id);
      this.totals.push(result.total);
    } else {
      await this.sweepCompany(plan.sender, message, plan.withTotal);
    }
  }

  private async sweepCompany(domain: string, found: MessageMetadata, withTotal: boolean) {
    const company = new CompanySweep(this.search, this.read, domain, found, {
      withTotal,
      isPerson: this.services.isPerson,
      coveredBy: this.coveredBy,
      covered: this.covered,
      suffixes: this.coDomains
        ? await findCoDomains(this.search, this.coDomains, domain)
        : coDomainSuffixes(domain),
    });
    this.slots.set(company, this.totals.push(null) - 1);
    await this.checkLater(company, await company.start());
  }

  private async listPeople() {
    const met = this.people.splice(0);
    if (met.length === 0) return;
    for (const person of met) {
      if (person.found.fromName) this.names[person.address] = [person.found.fromName];
    }
    this.cover(await listPeopleMail(this.search, met), PEOPLE);
  }

  /** Leaves a search to the page's check, or settles it now when it needs none. */
  private async checkLater(sweep: CompanySweep, needsCheck: boolean) {
    if (!needsCheck) return this.settle(sweep);
    this.pending.push(sweep);
    for (const id of sweep.ids) this.provisional.add(id);
  }

  /** Covers a checked search's ids and keeps what it left out; a company's total is counted. */
  private async settle(sweep: CompanySweep) {
    const result = await sweep.finish();
    this.cover(result.ids, sweep.domain, sweep.found.id);
    const { addresses, ids } = result.exclusions;
    if (addresses.length + ids.length > 0) this.exclusions[sweep.domain] = result.exclusions;
    this.totals[this.slots.get(sweep)!] = result.total;
  }

  private cover(ids: readonly string[], sender: string, except?: string) {
    for (const id of ids) {
      if (id !== except && !this.skipped.has(id)) this.state.coveredIds.set(id, sender);
    }
  }

  /** The company or address whose checked search lists `id`; people's searches name no one. */
  private readonly coveredBy = (id: string) => {
    const sender = this.state.coveredIds.get(id);
    return sender === PEOPLE ? undefined : sender;
  };
}
