import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import type * as Prerender from './src/prerender';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Files this small fit in a packet or two as they are. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, public
 * files included, at the highest levels. The server sends them to browsers that accept them
 * (`preCompressed` in apps/server/src/plugins/spa.ts), so the JavaScript a first visit waits for
 * is about a quarter of its size, at no cost per request (decision 36).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'reclaim:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle is written; the public folder was copied into outDir before it.
    async writeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map((file) => compressFile(join(outDir, file))),
      );
    },
  };
}

async function compressFile(path: string) {
  if ((await stat(path)).size < MIN_BYTES) return;
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** The page written out as HTML at build time, and the file the server sends for it. */
const PRERENDERED = { path: '/', file: 'landing.html' };
const ROOT_ELEMENT = '<div id="root"></div>';
/** The dashboard's frame, its heading included, which the server sends for /dashboard. */
const DASHBOARD_FRAME_FILE = 'dashboard.html';

/**
 * Writes the landing page's first render into `landing.html` (index.html with the markup in its
 * root element, compressed like the rest), which the server sends for `/`: a first visit sees the
 * page before its JavaScript has run, and main.tsx hydrates it (decision 38). Every other page's
 * index.html gets the layout's frame (the header and a spinner), which the first render replaces:
 * a deep link paints at once instead of a blank page (decision 39); `dashboard.html` has the
 * dashboard's heading in that frame too (decision 41). The pages are built for the server with
 * `src/prerender.tsx` into a folder of this package, so that it finds the package's dependencies,
 * and the folder is removed again.
 */
function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'reclaim:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverDir = join(root, '.prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, target: 'node20' },
      });
      try {
        const entry = pathToFileURL(join(serverDir, 'prerender.js')).href;
        const { renderPage, renderShell, renderDashboardFrame } = (await import(
          entry
        )) as typeof Prerender;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        // The landing page is hydrated ("page"); a frame is replaced by the first render ("shell").
        const pages = [
          { file: PRERENDERED.file, kind: 'page', markup: await renderPage(PRERENDERED.path) },
          { file: 'index.html', kind: 'shell', markup: renderShell() },
          { file: DASHBOARD_FRAME_FILE, kind: 'shell', markup: renderDashboardFrame() },
        ];
        await Promise.all(
          pages.map(async ({ file, kind, markup }) => {
            const path = join(outDir, file);
            const root = `<div id="root" data-prerendered="${kind}">${markup}</div>`;
            await writeFile(path, template.replace(ROOT_ELEMENT, root));
            await compressFile(path);
          }),
        );
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), prerenderPages()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/pieeye-pfmuser': 'http://localhost:3000',
      '/pieeye-pfmdomain': 'http://localhost:3000',
      '/pieeye-pfmdsr': 'http://localhost:3000',
      '/dev/outbox': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
  build: { sourcemap: false, target: 'es2022' },
});
