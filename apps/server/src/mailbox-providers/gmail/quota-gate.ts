import type { AnsweredCharge, GateState } from '../shared/gate-ledger';

/** Limits of one mailbox's traffic: quota units per rolling window and requests in flight. */
export interface QuotaLimits {
  unitsPerWindow: number;
  windowMs: number;
  maxConcurrent: number;
}

interface Waiter {
  units: number;
  start: () => void;
}

/** Units of one request: in flight (`answeredAt` null) or answered at a known time. */
interface Charge {
  units: number;
  answeredAt: number | null;
}

// Timers fire late rather than early, but clocks tick in whole milliseconds: a little slack.
const SLACK_MS = 5;

/**
 * Admits one mailbox's requests in order, so that the units spent in any rolling window (a
 * second or a minute, as the project's quota is stated) stay within `unitsPerWindow` and at most
 * `maxConcurrent` requests are in flight.
 *
 * Google describes its per-user limit as a moving sum over the window, so a full window's units
 * may go at once; a token bucket holding a window of burst on top of its refill would exceed it.
 * Google charges a request when it arrives, somewhere between our send and its answer, so a
 * charge stays on our books from the send until a window after the answer: however the network
 * delays vary, no window of Google's can hold more than we allowed.
 */
export class QuotaGate {
  private readonly queue: Waiter[] = [];
  private charges: Charge[] = [];
  /** What the mailbox's other server processes spent, as last heard of: it counts the same. */
  private foreign: AnsweredCharge[] = [];
  private spent = 0;
  private inFlight = 0;
  private heldUntil = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly limits: QuotaLimits,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Runs `task` once its units fit the rolling window and a concurrency slot is free. */
  async run<T>(units: number, task: () => Promise<T>): Promise<T> {
    const charge = await new Promise<Charge>((start) => {
      this.queue.push({ units, start: () => start(this.admit(units)) });
      this.pump();
    });
    try {
      return await task();
    } finally {
      charge.answeredAt = this.clock();
      this.inFlight -= 1;
      this.pump();
    }
  }

  /** Admits nothing before `until` (ms since the epoch): Google asked us to wait (429). */
  holdUntil(until: number): void {
    this.heldUntil = Math.max(this.heldUntil, until);
    this.pump();
  }

  /**
   * This process's traffic for the others to count: its charges still within the window (one in
   * flight as answered now; its answer comes within the request timeout, a sliver of the window)
   * and its hold.
   */
  ownState(): GateState {
    const now = this.clock();
    this.expire(now);
    return {
      charges: this.charges.map(({ units, answeredAt }) => ({
        units,
        answeredAt: answeredAt ?? now,
      })),
      heldUntil: this.heldUntil > now ? this.heldUntil : 0,
    };
  }

  /** Counts the other processes' traffic from now on, in place of what was heard before. */
  setForeignState(state: GateState): void {
    this.foreign = state.charges.slice();
    this.heldUntil = Math.max(this.heldUntil, state.heldUntil);
    this.recount();
    this.pump();
  }

  /** True when nothing waits, runs or still counts against the rolling window. */
  isIdle(): boolean {
    this.expire(this.clock());
    return this.queue.length === 0 && this.inFlight === 0 && this.charges.length === 0;
  }

  private admit(units: number): Charge {
    const charge = { units, answeredAt: null };
    this.charges.push(charge);
    this.spent += units;
    this.inFlight += 1;
    return charge;
  }

  private pump(): void {
    const now = this.clock();
    this.expire(now);
    while (this.queue.length > 0 && this.inFlight < this.limits.maxConcurrent) {
      if (now < this.heldUntil) return this.wake(this.heldUntil - now);
      const head = this.queue[0]!;
      // A call dearer than a whole window's units (a send at a tiny configured rate) goes alone.
      const fits = this.spent + head.units <= this.limits.unitsPerWindow || this.spent === 0;
      if (!fits) return this.wakeWhenFits(head.units, now);
      this.queue.shift();
      head.start();
    }
  }

  private expire(now: number): void {
    const isLive = (charge: Charge) =>
      charge.answeredAt === null || charge.answeredAt + this.limits.windowMs + SLACK_MS > now;
    if (this.charges.every(isLive) && this.foreign.every(isLive)) return;
    this.charges = this.charges.filter(isLive);
    this.foreign = this.foreign.filter(isLive);
    this.recount();
  }

  private recount(): void {
    const sum = (charges: readonly Charge[]) =>
      charges.reduce((total, { units }) => total + units, 0);
    this.spent = sum(this.charges) + sum(this.foreign);
  }

  private wakeWhenFits(units: number, now: number): void {
    // Charges still in flight leave when answered, which pumps again; wait for the others.
    const answered = [...this.charges, ...this.foreign]
      .filter((charge) => charge.answeredAt !== null)
      .sort((a, b) => a.answeredAt! - b.answeredAt!);
    let spent = this.spent;
    for (const charge of answered) {
      spent -= charge.units;
      if (spent + units <= this.limits.unitsPerWindow || spent === 0) {
        return this.wake(charge.answeredAt! + this.limits.windowMs + SLACK_MS - now);
      }
    }
  }

  private wake(ms: number): void {
    if (this.timer) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.pump();
      },
      Math.max(1, Math.ceil(ms)),
    );
  }
}
