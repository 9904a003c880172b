#!/usr/bin/env node
// Compiles the server to one ES module, apps/server/dist/main.js (decision 29), or to the folder
// given with --outdir. Node runs it with --enable-source-maps; tsx is for development and tests.
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = values.outdir ? resolve(values.outdir) : join(root, 'apps/server/dist');

/**
 * Bundles the workspace packages, whose exports are TypeScript sources, and leaves every other
 * package to Node, which loads it from node_modules as under tsx (native addons, PGlite's WASM).
 */
const bundleOnlyWorkspacePackages = {
  name: 'bundle-only-workspace-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@reclaim/') ? undefined : { path, external: true },
    );
  },
};

/**
 * Gives each bundled module its own `import.meta.url` back, so what it finds beside itself (the
 * migrations beside packages/db/src, the web build beside apps/server) is where it is under tsx,
 * wherever the bundle is written. The bundle therefore runs inside the repository, which it needs
 * anyway for node_modules.
 */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = JSON.stringify(relative(outdir, path).split(sep).join('/'));
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${fromBundle}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: [join(root, 'apps/server/src/main.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Stack traces name the .ts files and lines; the sources themselves stay in the repository.
  sourcemap: true,
  sourcesContent: false,
  plugins: [bundleOnlyWorkspacePackages, keepModuleUrls],
  logLevel: 'warning',
});
