import { runApiBench } from './api/api-bench';
import { runScanBench } from './scan/scan-bench';
import { runWebBench } from './web/web-bench';

/** Benchmarks by name: `npm run bench -- scan`. */
const SUITES: Record<string, () => Promise<boolean>> = {
  api: runApiBench,
  scan: runScanBench,
  web: runWebBench,
};

const name = process.argv[2] ?? '';
const suite = SUITES[name];
if (!suite) {
  console.error(`Usage: npm run bench -- <${Object.keys(SUITES).join('|')}>`);
  process.exit(2);
}
const isOk = await suite();
process.exit(isOk ? 0 : 1);
