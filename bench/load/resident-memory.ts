import { readFileSync } from 'node:fs';

/** One reading of a process's resident memory. */
export interface MemorySample {
  /** Milliseconds since the epoch. */
  at: number;
  megabytes: number;
}

const SAMPLE_INTERVAL_MS = 1_000;

/** The resident set size of `pid` (VmRSS of /proc/<pid>/status), or undefined once it is gone. */
function readResidentMegabytes(pid: number): number | undefined {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
  } catch {
    return undefined;
  }
}

/** Samples `pid`'s resident memory every second until `stop()`, which answers the samples. */
export function sampleResidentMemory(pid: number) {
  const samples: MemorySample[] = [];
  const sample = () => {
    const megabytes = readResidentMegabytes(pid);
    if (megabytes !== undefined) samples.push({ at: Date.now(), megabytes });
  };
  sample();
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS);
  return {
    stop(): MemorySample[] {
      clearInterval(timer);
      return samples;
    },
  };
}

/** The mean of the samples taken from `from` until `until` (ms since the epoch); NaN if none. */
export function meanBetween(samples: readonly MemorySample[], from: number, until: number) {
  const inside = samples.filter((sample) => sample.at >= from && sample.at <= until);
  return inside.reduce((sum, sample) => sum + sample.megabytes, 0) / inside.length;
}
