/**
 * Within one worker process, the scan pages a person waits for go before everyone else's. At most
 * `permits` such slices run at once and the others queue in the order they came, and a
 * continuation's next page waits while any of them runs (at most `maxWaitMs`): a worker's event
 * loop shares its one core between every slice that has work, so fifty newcomers' first pages
 * run side by side with everyone's next pages would all end late together, where taken in turn
 * the first newcomer sees companies at once and the median one halfway.
 */
export interface FirstPages {
  /** Runs a slice a person waits for in its turn. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once no slice a person waits for is running or queued, or after `maxWaitMs`. */
  giveWay(): Promise<void>;
}

export function createFirstPages(permits: number, maxWaitMs: number): FirstPages {
  let running = 0;
  const queued: Array<() => void> = [];
  const givingWay = new Set<() => void>();

  const release = () => {
    const next = queued.shift();
    if (next) return next(); // the permit passes straight on
    running -= 1;
    if (running > 0) return;
    for (const resume of givingWay) resume();
    givingWay.clear();
  };

  return {
    async run(work) {
      if (running < permits) running += 1;
      else await new Promise<void>((resolve) => queued.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    async giveWay() {
      if (running === 0) return;
      await new Promise<void>((resolve) => {
        const resume = () => {
          clearTimeout(timer);
          givingWay.delete(resume);
          resolve();
        };
        const timer = setTimeout(resume, maxWaitMs);
        givingWay.add(resume);
      });
    },
  };
}
