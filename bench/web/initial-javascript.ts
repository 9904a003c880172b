import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A chunk of Vite's build manifest (`build.manifest`), keyed by its source file. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The JavaScript a first visit must download before the app runs, gzipped as a server would send
 * it: the entry of `index.html`, the module the entry starts once the page has painted (decision
 * 41), and every module those import, read from the build's manifest (the build must be run with
 * `--manifest`). Route modules, which the app loads later, are not counted.
 */
export async function measureInitialJavascript(distDir: string) {
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('The build manifest has no index.html entry');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const started of entry.dynamicImports ?? []) visit(started);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = await readFile(join(distDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files: files.size, rawBytes, gzipBytes };
}
