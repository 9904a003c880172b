import { readFileSync } from 'node:fs';

/** One reading of a process's memory. */
export interface MemorySample {
  /** Milliseconds since the epoch. */
  at: number;
  megabytes: number;
}

/** The resident set size of `pid` (VmRSS of /proc/<pid>/status), or undefined once it is gone. */
export function residentMegabytes(pid: number): number | undefined {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * Reads memory with `read` every `intervalMs` (a reading still under way is not overtaken) until
 * `stop()`, which answers the samples once the last reading is in.
 */
export function sampleMemory(
  read: () => number | undefined | Promise<number | undefined>,
  intervalMs: number,
) {
  const samples: MemorySample[] = [];
  let reading: Promise<void> = Promise.resolve();
  const sample = () => {
    reading = reading.then(async () => {
      const at = Date.now();
      const megabytes = await read();
      if (megabytes !== undefined) samples.push({ at, megabytes });
    });
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    async stop(): Promise<MemorySample[]> {
      clearInterval(timer);
      await reading;
      return samples;
    },
  };
}

/** The mean of the samples taken from `from` until `until` (ms since the epoch); NaN if none. */
export function meanBetween(samples: readonly MemorySample[], from: number, until: number) {
  const inside = samples.filter((sample) => sample.at >= from && sample.at <= until);
  return inside.reduce((sum, sample) => sum + sample.megabytes, 0) / inside.length;
}
