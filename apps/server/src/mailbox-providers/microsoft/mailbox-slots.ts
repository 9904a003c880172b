/**
 * At most `limit` requests of one mailbox in flight. Outlook counts concurrency per app and
 * mailbox (MailboxConcurrency, 4), so scans, rescans and sends of the same mailbox share one.
 */
export class MailboxSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Runs `task` once a slot is free and frees it when `task` settles. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` never overshoots the limit.
      if (next) next();
      else this.active -= 1;
    }
  }

  isIdle(): boolean {
    return this.active === 0;
  }
}
