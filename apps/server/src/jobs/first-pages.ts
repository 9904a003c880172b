/**
 * Within one worker process, the scan pages a person waits for go before everyone else's. A
 * worker's event loop shares its one core between every slice that has work, and a provider's
 * stand-in or API its own capacity between every request, so fifty newcomers' first pages run side
 * by side with everyone's next pages all end late together, where taken in turn the first
 * newcomer sees companies at once and the median one halfway. So at most `permits` first pages
 * run at once, the others waiting their turn in the order they came, and while any runs or waits,
 * a continuation's next page waits (at most `maxWaitMs`, so that a stream of newcomers cannot
 * starve a scan).
 */
export interface FirstPages {
  /** Runs a slice a person waits for in its turn. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once no slice a person waits for runs or waits, or after `maxWaitMs`. */
  giveWay(): Promise<void>;
}

export function createFirstPages(permits: number, maxWaitMs: number): FirstPages {
  let running = 0;
  /** First pages waiting for their turn, in the order they came. */
  const queued: Array<() => void> = [];
  /** Pages giving way, resumed when the last first page ends. */
  const givingWay = new Set<() => void>();

  const release = () => {
    const next = queued.shift();
    if (next) return next(); // the permit passes straight on
    running -= 1;
    if (running > 0) return;
    for (const resume of givingWay) resume();
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
