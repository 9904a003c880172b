import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    // Limits for a test that hangs, not speed goals (those are `npm run bench`'s): generous, so
    // the suite passes on a laptop that is busy with other work. Hooks start stand-in servers,
    // databases and apps, and get the longest.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for what another process or a notification changes: 1 s by default.
    expect: { poll: { timeout: 30_000 } },
    // Two cores: argon2 and PGlite are CPU-bound, more workers only add contention.
    maxWorkers: 2,
  },
});
