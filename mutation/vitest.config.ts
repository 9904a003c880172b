import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests of one mutation group, named by the runner (mutation/run.ts) in MUTATION_TESTS.
const include = JSON.parse(process.env.MUTATION_TESTS ?? '[]') as string[];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
