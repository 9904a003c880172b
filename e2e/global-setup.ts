import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runs before the first test; the app is already up on this run's data directory by then. */
const DATA_ROOT = fileURLToPath(new URL('../.e2e-data/', import.meta.url));

/** Earlier runs kept for a look after a failure; older ones are removed, about 40 MB each. */
const RUNS_KEPT = 3;

export default async function pruneOldRuns(): Promise<void> {
  const entries = await readdir(DATA_ROOT).catch(() => [] as string[]);
  // Names are `run-<epoch ms>` of equal length, so sorting by name sorts by age.
  const runs = entries.filter((name) => /^run-\d+$/.test(name)).sort();
  const current = process.env.RECLAIM_E2E_DATA_DIR?.split('/').at(-1);
  const stale = runs.slice(0, -RUNS_KEPT).filter((name) => name !== current);
  await Promise.all(
    stale.map((name) => rm(join(DATA_ROOT, name), { recursive: true, force: true })),
  );
}
