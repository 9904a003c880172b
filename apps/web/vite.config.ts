import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
