#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (both roles unless --role=web or --role=worker is given). Arguments are passed to the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
].map((path) => join(root, path));

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    0,
  );
}

const isBuildStale =
  !existsSync(builtIndex) ||
  Math.max(...webInputs.map(newestChange)) > statSync(builtIndex).mtimeMs;
if (isBuildStale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/server/src/main.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
