import { createHash } from 'node:crypto';
import type { Database } from '@reclaim/db';
import { fetchPublic, ResponseTooLargeError } from '../../lib/outbound';
import { parseDatenanfragenRecords } from './datenanfragen.importer';
import { datenanfragenFilesFromTarball } from './directory-files';
import { importParsedSource, type ImportReport } from './directory.service';
import { parseJustDeleteMeSites } from './justdeleteme.importer';
import { ArchiveTooLargeError } from './tar-reader';

/**
 * The versions of the data sets this release imports: a commit of each repository, and the
 * SHA-256 of what Reclaim reads from it. The directory decides where people's requests (their
 * name and address) are sent, so it takes only content that was looked at, never whatever the
 * default branch holds on the day: moving to newer data is a change to these pins, reviewed like
 * code (decision 0047).
 */
export interface DirectoryPins {
  /** The datenanfragen company database (CC0): the digest of its `companies/*.json` files. */
  datenanfragen: { commit: string; companiesSha256: string };
  /** JustDeleteMe (MIT): the digest of its `_data/sites.json`. */
  justdeleteme: { commit: string; sitesSha256: string };
}

export const DIRECTORY_PINS: DirectoryPins = {
  // 'Update "Deutsche Post Direkt GmbH"', 21 July 2026: 3,069 company records.
  datenanfragen: {
    commit: '0a29c3d6feee53b02e73204a3dbd312eafe56629',
    companiesSha256: 'eaf59b3ebbb0c5b93af0ecda3ae88f74fefe8e461ea6c907f6ee527358c8f2d0',
  },
  // 'Add Qwen Studio as easy', 21 August 2026.
  justdeleteme: {
    commit: '4762ba504d847e3f494177dc4d92641b292cd56d',
    sitesSha256: '8b2f0731d4e1b37ff2fbdf5d01bb33c9598050b28f774a0569a9d92d1449e9fd',
  },
};

/** Where the pinned versions are published: fixed hosts, over HTTPS, by commit. */
export function upstreamUrls(pins: DirectoryPins = DIRECTORY_PINS) {
  return {
    datenanfragen: `https://github.com/datenanfragen/data/archive/${pins.datenanfragen.commit}.tar.gz`,
    justdeleteme: `https://raw.githubusercontent.com/jdm-contrib/jdm/${pins.justdeleteme.commit}/_data/sites.json`,
  };
}

/** The addresses of this release's pinned versions. */
export const UPSTREAM_URLS = upstreamUrls();

const DOWNLOAD_TIMEOUT_MS = 120_000;
// Both pinned files are under 2 MB (July 2026).
const MAX_DOWNLOAD_BYTES = 32 * 1024 * 1024;

/** Fetches a URL's body; injectable so tests run offline. */
export type Download = (url: string) => Promise<Buffer>;

/** A download failed; nothing was written. The message is one line, fit for a terminal. */
export class DownloadError extends Error {}

/**
 * Downloads both pinned data sets, checks each against its pin, and imports them. Both downloads
 * finish and pass before anything is written, so an offline machine, a source that is down, or
 * content that is not the pinned version leaves the directory as it was.
 */
export async function updateDirectory(
  db: Database,
  download: Download = downloadBytes,
  pins: DirectoryPins = DIRECTORY_PINS,
): Promise<ImportReport[]> {
  const urls = upstreamUrls(pins);
  const [archive, sites] = await Promise.all([
    fetchOrExplain(download, urls.datenanfragen),
    fetchOrExplain(download, urls.justdeleteme),
  ]);
  let files;
  try {
    files = datenanfragenFilesFromTarball(archive);
  } catch (error) {
    if (!(error instanceof ArchiveTooLargeError)) throw error;
    throw new DownloadError(`${urls.datenanfragen}: ${error.message} Nothing was changed.`);
  }
  if (files.length === 0) {
    throw new DownloadError(`${urls.datenanfragen} holds no companies/*.json files.`);
  }
  requirePinned(urls.datenanfragen, companiesDigest(files), pins.datenanfragen.companiesSha256);
  requirePinned(urls.justdeleteme, sha256(sites), pins.justdeleteme.sitesSha256);
  const datenanfragen = parseDatenanfragenRecords(
    files.map((file) => ({ name: file.name, text: file.data.toString('utf8') })),
  );
  const justDeleteMe = parseJustDeleteMeSites(sites.toString('utf8'));
  return [await importParsedSource(db, datenanfragen), await importParsedSource(db, justDeleteMe)];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The SHA-256 of a set of company files, independent of how the archive was packed (gzip level,
 * top folder, order): each file's name, a NUL, its length in bytes, a NUL and its bytes, in the
 * order of their names.
 */
export function companiesDigest(files: readonly { name: string; data: Buffer }[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update(`${file.name}\0${file.data.length}\0`).update(file.data);
  }
  return hash.digest('hex');
}

function requirePinned(url: string, actual: string, expected: string) {
  if (actual === expected) return;
  throw new DownloadError(
    `${url} is not the version this release pins (SHA-256 ${actual}, expected ${expected}). ` +
      'Nothing was changed.',
  );
}

async function fetchOrExplain(download: Download, url: string): Promise<Buffer> {
  try {
    return await download(url);
  } catch (error) {
    throw new DownloadError(
      `Could not download ${url} (${describeFailure(error)}); check the internet connection. ` +
        'Nothing was changed.',
    );
  }
}

/**
 * The default download, through the one safe way out: HTTPS from public addresses only, every
 * redirect checked (GitHub's archives redirect to codeload), with a time limit and a size limit.
 */
export async function downloadBytes(url: string): Promise<Buffer> {
  try {
    const answer = await fetchPublic(url, {
      policy: { allowPrivateHosts: false },
      userAgent: 'Reclaim directory update',
      maxBytes: MAX_DOWNLOAD_BYTES,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      maxRedirects: 5,
    });
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
    return answer.bytes;
  } catch (error) {
    if (error instanceof ResponseTooLargeError) throw new Error('larger than 32 MB');
    throw error;
  }
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error.message;
}
