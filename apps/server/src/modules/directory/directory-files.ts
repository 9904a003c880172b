import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { AppError } from '../../lib/app-error';
import { parseDatenanfragenRecords, type SourceFile } from './datenanfragen.importer';
import type { ParsedSource } from './directory-entry';
import { parseJustDeleteMeSites } from './justdeleteme.importer';
import { readTarGz } from './tar-reader';

/** Files read at once: enough to keep the disk busy, few enough for any file-handle limit. */
const READ_CONCURRENCY = 64;
const COMPANY_FILE = /^(?:[^/]+\/)?companies\/[^/]+\.json$/;

/**
 * Reads a directory source from disk and tells its format by its shape: a folder holding
 * `companies/` (or a folder of company `.json` files) or a `.tar.gz` of the datenanfragen
 * repository is datenanfragen; a JSON list (`sites.json`, or a folder holding it) is JustDeleteMe.
 */
export async function readSourceAt(path: string): Promise<ParsedSource> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new AppError('invalid_input', `${path} does not exist.`);
  if (info.isFile()) return readSourceFile(path);
  if (await isDirectory(join(path, 'companies'))) {
    return parseDatenanfragenRecords(await readJsonFiles(join(path, 'companies')));
  }
  for (const candidate of [join(path, 'sites.json'), join(path, '_data', 'sites.json')]) {
    if (await isFile(candidate)) return readSourceFile(candidate);
  }
  const files = await readJsonFiles(path);
  if (files.length > 0) return parseDatenanfragenRecords(files);
  throw unknownFormat(path);
}

/**
 * The company records inside a datenanfragen repository archive (`<top>/companies/*.json`), as
 * bytes, by file name.
 */
export function datenanfragenFilesFromTarball(archive: Buffer): { name: string; data: Buffer }[] {
  return readTarGz(archive)
    .filter((file) => COMPANY_FILE.test(file.path))
    .map((file) => ({ name: basename(file.path), data: file.data }));
}

async function readSourceFile(path: string): Promise<ParsedSource> {
  if (/\.(?:tar\.gz|tgz)$/i.test(path)) {
    const files = datenanfragenFilesFromTarball(await readFile(path));
    if (files.length === 0) throw unknownFormat(path);
    return parseDatenanfragenRecords(
      files.map((file) => ({ name: file.name, text: file.data.toString('utf8') })),
    );
  }
  const text = await readFile(path, 'utf8');
  if (!text.trimStart().startsWith('[')) throw unknownFormat(path);
  try {
    return parseJustDeleteMeSites(text);
  } catch (error) {
    throw new AppError('invalid_input', `${path} is not a readable sites.json: ${String(error)}`);
  }
}

async function readJsonFiles(dir: string): Promise<SourceFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const files: SourceFile[] = [];
  for (let start = 0; start < names.length; start += READ_CONCURRENCY) {
    const batch = names.slice(start, start + READ_CONCURRENCY);
    files.push(
      ...(await Promise.all(
        batch.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })),
      )),
    );
  }
  return files;
}

async function isDirectory(path: string) {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

async function isFile(path: string) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

function unknownFormat(path: string) {
  return new AppError(
    'invalid_input',
    `Cannot tell the format of ${path}: expected a datenanfragen folder (with companies/), ` +
      'a .tar.gz of the datenanfragen repository, or a JustDeleteMe sites.json.',
  );
}
