import { runScanBench } from './scan/scan-bench';

/** Benchmarks by name: `npm run bench -- scan`. */
const SUITES: Record<string, () => Promise<boolean>> = {
  scan: runScanBench,
};

const name = process.argv[2] ?? '';
const suite = SUITES[name];
if (!suite) {
  console.error(`Usage: npm run bench -- <${Object.keys(SUITES).join('|')}>`);
  process.exit(2);
}
const isOk = await suite();
process.exit(isOk ? 0 : 1);
