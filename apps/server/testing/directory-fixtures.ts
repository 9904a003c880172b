import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { datenanfragenFilesFromTarball } from '../src/modules/directory/directory-files';
import {
  companiesDigest,
  DIRECTORY_PINS,
  type DirectoryPins,
} from '../src/modules/directory/directory-update';

/** The data sets beside the repository (`../shared/data`), read by tests and never copied. */
export const SHARED_DATA_DIR =
  process.env.RECLAIM_SHARED_DATA ??
  fileURLToPath(new URL('../../../../shared/data', import.meta.url));
export const DATENANFRAGEN_DIR = join(SHARED_DATA_DIR, 'datenanfragen');
export const JUSTDELETEME_FILE = join(SHARED_DATA_DIR, 'justdeleteme', 'sites.json');

export const hasSharedData = existsSync(join(DATENANFRAGEN_DIR, 'companies'));
export const hasSharedJustDeleteMe = existsSync(JUSTDELETEME_FILE);

/** A describe title that says why its tests are skipped when the data sets are absent. */
export function sharedDataTitle(title: string, isPresent: boolean): string {
  return isPresent ? title : `${title} (skipped: no data set under ${SHARED_DATA_DIR})`;
}

/**
 * A .tar.gz holding `files` under one top folder, as GitHub's repository archives do, written by
 * the system's tar, in pax format (as `git archive` writes) unless told otherwise. Null when tar is
 * unavailable.
 */
export function makeTarGz(
  files: Record<string, string>,
  format: 'pax' | 'gnu' = 'pax',
  topFolder = 'data-main',
): Buffer | null {
  const workDir = mkdtempSync(join(tmpdir(), 'reclaim-tar-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      const target = join(workDir, topFolder, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    const archive = join(workDir, 'archive.tar.gz');
    const result = spawnSync('tar', [
      `--format=${format}`,
      '-czf',
      archive,
      '-C',
      workDir,
      topFolder,
    ]);
    return result.status === 0 ? readFileSync(archive) : null;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The shared datenanfragen folder as the .tar.gz that `updateDirectory` downloads, made by the
 * system's tar into memory. Null when tar or the folder is unavailable.
 */
export function archiveSharedDatenanfragen(): Buffer | null {
  if (!hasSharedData) return null;
  const result = spawnSync('tar', ['-czf', '-', '-C', SHARED_DATA_DIR, 'datenanfragen'], {
    maxBuffer: 256 * 1024 * 1024,
  });
  return result.status === 0 ? result.stdout : null;
}

/** One datenanfragen record as its file would hold it. */
export function datenanfragenFile(record: Record<string, unknown>) {
  const base = {
    'relevant-countries': ['all'],
    address: 'Somewhere',
    sources: [],
    quality: 'verified',
  };
  return { name: `${String(record.slug)}.json`, text: JSON.stringify({ ...base, ...record }) };
}

/**
 * Pins that take exactly this archive and sites.json, at the release's commits (so the download
 * addresses stay `UPSTREAM_URLS`): how a test imports data sets of its own.
 */
export function pinsFor(archive: Buffer, sites: Buffer | string): DirectoryPins {
  return {
    datenanfragen: {
      commit: DIRECTORY_PINS.datenanfragen.commit,
      companiesSha256: companiesDigest(datenanfragenFilesFromTarball(archive)),
    },
    justdeleteme: {
      commit: DIRECTORY_PINS.justdeleteme.commit,
      sitesSha256: createHash('sha256').update(sites).digest('hex'),
    },
  };
}
