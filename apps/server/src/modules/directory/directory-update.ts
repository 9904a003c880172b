import type { Database } from '@reclaim/db';
import { parseDatenanfragenRecords } from './datenanfragen.importer';
import { datenanfragenFilesFromTarball } from './directory-files';
import { importParsedSource, type ImportReport } from './directory.service';
import { parseJustDeleteMeSites } from './justdeleteme.importer';

/**
 * Where the current data sets are published: the datenanfragen company database (CC0) as an
 * archive of its repository's default branch, and JustDeleteMe's `sites.json` (MIT).
 */
export const UPSTREAM_URLS = {
  datenanfragen: 'https://github.com/datenanfragen/data/archive/HEAD.tar.gz',
  justdeleteme: 'https://raw.githubusercontent.com/jdm-contrib/jdm/master/_data/sites.json',
} as const;

const DOWNLOAD_TIMEOUT_MS = 120_000;
const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;

/** Fetches a URL's body; injectable so tests run offline. */
export type Download = (url: string) => Promise<Buffer>;

/** A download failed; nothing was written. The message is one line, fit for a terminal. */
export class DownloadError extends Error {}

/**
 * Downloads both data sets and imports them. Both downloads finish before anything is written, so
 * an offline machine, or a source that is down, leaves the directory as it was.
 */
export async function updateDirectory(
  db: Database,
  download: Download = downloadBytes,
): Promise<ImportReport[]> {
  const [archive, sites] = await Promise.all([
    fetchOrExplain(download, UPSTREAM_URLS.datenanfragen),
    fetchOrExplain(download, UPSTREAM_URLS.justdeleteme),
  ]);
  const files = datenanfragenFilesFromTarball(archive);
  if (files.length === 0) {
    throw new DownloadError(`${UPSTREAM_URLS.datenanfragen} holds no companies/*.json files.`);
  }
  const datenanfragen = parseDatenanfragenRecords(files);
  const justDeleteMe = parseJustDeleteMeSites(sites.toString('utf8'));
  return [await importParsedSource(db, datenanfragen), await importParsedSource(db, justDeleteMe)];
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

/** The default download: HTTPS with a time limit and a size limit. */
export async function downloadBytes(url: string): Promise<Buffer> {
  const response = await fetch(url, {
    redirect: 'follow',
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    headers: { 'user-agent': 'Reclaim directory update' },
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_DOWNLOAD_BYTES) {
      await reader.cancel();
      throw new Error('larger than 200 MB');
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error.message;
}
