import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { CrowdWorkerSpec } from './crowd-worker';

const WORKER = fileURLToPath(new URL('./crowd-worker.ts', import.meta.url));

/** A running crowd worker process (`crowd-worker.ts`) and the lines it prints. */
export type CrowdWorker = Awaited<ReturnType<typeof startWorker>>;

/** Starts a worker process with `spec`, once it takes jobs. */
export async function startWorker(spec: CrowdWorkerSpec) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, JSON.stringify(spec)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.value !== 'ready') throw new Error(`The crowd worker did not start: ${first.value}`);
  return { child, lines };
}

const peakRssOf = (line: IteratorResult<string>) =>
  (JSON.parse(String(line.value)) as { peakRssMb: number }).peakRssMb;

/** The highest of the workers' peak memory since this was last asked, in MB. */
export async function peakOfWorkers(workers: readonly CrowdWorker[]) {
  const peaks = await Promise.all(
    workers.map(async (worker) => {
      worker.child.stdin.write('peak\n');
      return peakRssOf(await worker.lines.next());
    }),
  );
  return Math.max(...peaks);
}

/** Stops a worker process; its peak memory over its whole life, in MB. */
export async function stopWorker(worker: CrowdWorker) {
  worker.child.stdin.end();
  return peakRssOf(await worker.lines.next());
}
