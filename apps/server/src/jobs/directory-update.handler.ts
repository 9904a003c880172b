import type { Database } from '@reclaim/db';
import type { FastifyBaseLogger } from 'fastify';
import {
  DownloadError,
  updateDirectory,
  type DirectoryPins,
  type Download,
} from '../modules/directory/directory-update';

export interface DirectoryUpdateDependencies {
  db: Database;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Replaces the HTTPS download, so tests run offline. */
  download?: Download;
  /** Replaces the release's pins, so tests can import data sets of their own. */
  pins?: DirectoryPins;
}

/**
 * Downloads and imports both pinned data sets. Idempotent: an import of unchanged data changes
 * nothing. When a download fails or is not the pinned version, nothing was written and the
 * directory stays as it was.
 */
export async function handleDirectoryUpdate(deps: DirectoryUpdateDependencies): Promise<void> {
  try {
    const reports = await updateDirectory(deps.db, deps.download, deps.pins);
    deps.logger.info(
      {
        reports: reports.map(({ source, inserted, updated, unchanged }) => ({
          source,
          inserted,
          updated,
          unchanged,
        })),
      },
      'Company directory updated',
    );
  } catch (error) {
    if (!(error instanceof DownloadError)) throw error;
    // No throw, so no retry: a machine without network, or a source that is down or serves
    // other content than pinned, is rarely mended within minutes, and retries would only fill
    // the log. The next start (while the directory
    // holds only the built-in sites) or next week's run tries again.
    deps.logger.warn(
      { reason: error.message },
      'Company directory not updated; keeping it as it is',
    );
  }
}
