import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** What every scan worker prints as its last line. */
export interface ScanWorkerResult {
  seconds: number;
  pages: number;
  aggregates: unknown;
  /** The domains whose aggregate reads as a person's, where a worker tells them. */
  personal?: string[];
  peakRssMb: number;
}

/**
 * Runs a scan worker (a file beside this one) in its own process, so that the peak memory it
 * reports is the scanner's alone, and parses the JSON line it prints last.
 */
export async function runScanWorker<Result = ScanWorkerResult>(
  file: string,
  args: readonly string[],
) {
  const worker = fileURLToPath(new URL(`./${file}`, import.meta.url));
  const { stdout } = await promisify(execFile)(TSX, [worker, ...args], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Result;
}

/** The peak resident memory of the current process, in MB. */
export const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
