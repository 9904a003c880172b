#!/usr/bin/env node
// `npm start`: builds the web app and the server when their sources are newer than their builds,
// then runs the built server (both roles unless --role=web or --role=worker is given). Arguments
// are passed to the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builds = [
  {
    name: 'the web app',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
    command: ['npm', 'run', 'build', '-w', '@reclaim/web', '--silent'],
  },
  {
    name: 'the server',
    output: 'apps/server/dist/main.js',
    // The migrations are not among them: the server reads them from packages/db (decision 29).
    inputs: [
      'apps/server/src',
      'packages/contract/src',
      'packages/db/src',
      'scripts/build-server.mjs',
    ],
    command: [process.execPath, 'scripts/build-server.mjs'],
  },
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    0,
  );
}

for (const { name, output, inputs, command } of builds) {
  const built = join(root, output);
  const isStale =
    !existsSync(built) ||
    Math.max(...inputs.map((path) => newestChange(join(root, path)))) > statSync(built).mtimeMs;
  if (!isStale) continue;
  console.log(`Building ${name}…`);
  const [program, ...args] = command;
  const build = spawnSync(program, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/main.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
