#!/usr/bin/env node
// Fails when the Drizzle schema has changes that no committed migration holds.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'packages/db/drizzle.config.ts', '--name', 'pending'],
  { encoding: 'utf8' },
);
const output = `${result.stdout}${result.stderr}`;
if (result.status !== 0) {
  console.error(output);
  process.exit(result.status ?? 1);
}
if (!/No schema changes/i.test(output)) {
  console.error(
    'The database schema changed without a migration. Run "npm run db:generate" and commit it.',
  );
  spawnSync('git', ['checkout', '--', 'packages/db/migrations'], { stdio: 'inherit' });
  spawnSync('git', ['clean', '-fdq', 'packages/db/migrations'], { stdio: 'inherit' });
  process.exit(1);
}
console.log('Migrations are up to date.');
