import { runApiBench } from './api/api-bench';
import { runCrowdBench } from './crowd/crowd-bench';
import { runLighthouseBench } from './lighthouse/lighthouse-bench';
import { runLoadBench } from './load/load-bench';
import { runScanBench } from './scan/scan-bench';
import { runSendsBench } from './sends/sends-bench';
import { runWebBench } from './web/web-bench';

/** Benchmarks by name: `npm run bench -- scan`; further arguments go to the suite (`scan imap`). */
const SUITES: Record<string, (args: readonly string[]) => Promise<boolean>> = {
  api: runApiBench,
  crowd: runCrowdBench,
  lighthouse: runLighthouseBench,
  load: runLoadBench,
  scan: runScanBench,
  sends: runSendsBench,
  web: runWebBench,
};

const name = process.argv[2] ?? '';
const suite = SUITES[name];
if (!suite) {
  console.error(`Usage: npm run bench -- <${Object.keys(SUITES).join('|')}> [suite arguments]`);
  process.exit(2);
}
const isOk = await suite(process.argv.slice(3));
process.exit(isOk ? 0 : 1);
