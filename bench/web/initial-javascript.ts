import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit must download before the app runs: the entry script of
 * `index.html` and the modules it preloads, gzipped as a server would send them. Route modules
 * loaded later are not counted.
 */
export async function measureInitialJavascript(distDir: string) {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of new Set(files)) {
    const content = await readFile(join(distDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files: files.length, rawBytes, gzipBytes };
}
