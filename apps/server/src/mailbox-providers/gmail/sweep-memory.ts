import type { MessageMetadata } from '../provider';
import type { IdPage } from './gmail-api';
import type { SearchHints } from './sender-query';

/** What a sweep knows between two pages beyond its cursor; all of it can be rebuilt from one. */
export interface SweepState {
  /**
   * Ids from covered senders that the walk has not passed yet, each with the sender whose search
   * lists it (a domain or an address; empty for a search of several people).
   */
  coveredIds: Map<string, string>;
  /** The id-list page being walked, as already read. */
  page: (IdPage & { token: string | null }) | null;
  /** Messages read ahead of the walk (a company's ends, its search's doubtful ids), by id. */
  read: Map<string, MessageMetadata | null>;
  /** What the sweep learned of Gmail's search (its length limit, whether phrases match). */
  hints: SearchHints;
}

/**
 * Keeps each mailbox's sweep state between pages in this process, keyed by the cursor it belongs
 * to. A page read from any other cursor (another worker went on, a commit failed) finds nothing
 * and rebuilds, so the state can never claim ids the stored cursor has not covered.
 */
export class SweepMemory {
  private readonly states = new Map<string, { key: string; state: SweepState }>();

  constructor(private readonly maxMailboxes = 8) {}

  /** Takes the state left for `cursorKey`, if it is the one; two scans never share one. */
  take(address: string, cursorKey: string): SweepState | undefined {
    const entry = this.states.get(address);
    this.states.delete(address);
    return entry?.key === cursorKey ? entry.state : undefined;
  }

  keep(address: string, cursorKey: string, state: SweepState): void {
    this.states.delete(address);
    this.states.set(address, { key: cursorKey, state });
    // Forget the mailbox whose page came longest ago: a map keeps insertion order.
    if (this.states.size > this.maxMailboxes) {
      this.states.delete(this.states.keys().next().value!);
    }
  }

  forget(address: string): void {
    this.states.delete(address);
  }
}
