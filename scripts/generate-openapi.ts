// Writes docs/openapi.json from the server's routes; `--check` fails when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { openDatabase } from '@reclaim/db';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const OUTPUT = new URL('../docs/openapi.json', import.meta.url);

const database = await openDatabase({ driver: 'pglite' });
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test' }),
  database,
  secrets: { secretKey: Buffer.alloc(32), authSecret: 'x'.repeat(32) },
  roles: ['web'],
  logger: false,
});
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();

if (process.argv.includes('--check')) {
  const current = readFileSync(OUTPUT, 'utf8');
  if (current !== document) {
    console.error('docs/openapi.json is stale. Run "npm run openapi" and commit it.');
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date.');
} else {
  writeFileSync(OUTPUT, document);
  console.log('Wrote docs/openapi.json');
}
