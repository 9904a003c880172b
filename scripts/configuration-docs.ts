// Writes README's configuration table from the server's and every mailbox provider's declared
// variables (CORE_SETTING_DOCS, each provider's `settings.docs`); `--check` fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { CORE_SETTING_DOCS, type SettingDoc } from '../apps/server/src/config';
import { PROVIDER_MODULES } from '../apps/server/src/mailbox-providers/registry';

const README = fileURLToPath(new URL('../README.md', import.meta.url));
const START = '<!-- configuration table: written by npm run config-docs -->';
const END = '<!-- end of configuration table -->';

const docs: SettingDoc[] = [
  ...CORE_SETTING_DOCS,
  ...Object.values(PROVIDER_MODULES).flatMap((module) => module.settings.docs),
];
const cell = (text: string) => text.replace(/\|/g, '\\|');
const table = [
  '| Variable | Default | Meaning |',
  '| --- | --- | --- |',
  ...docs.map(
    (doc) =>
      `| ${doc.names.map((name) => `\`${name}\``).join(', ')} | ${cell(doc.default)} | ${cell(doc.meaning)} |`,
  ),
].join('\n');

const current = readFileSync(README, 'utf8');
const start = current.indexOf(START);
const end = current.indexOf(END);
if (start < 0 || end < start) {
  console.error(`README.md has no configuration table between "${START}" and "${END}".`);
  process.exit(1);
}
const written = await format(
  `${current.slice(0, start + START.length)}\n\n${table}\n\n${current.slice(end)}`,
  { ...(await resolveConfig(README)), filepath: README },
);

if (process.argv.includes('--check')) {
  if (written !== current) {
    console.error('README.md\'s configuration table is stale. Run "npm run config-docs".');
    process.exit(1);
  }
  console.log("README.md's configuration table is up to date.");
} else {
  writeFileSync(README, written);
  console.log("Wrote README.md's configuration table.");
}
