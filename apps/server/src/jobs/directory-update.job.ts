import { z } from 'zod';
import { defineJob } from './job-definition';

/**
 * Downloads the datenanfragen and JustDeleteMe data sets and imports them: weekly, and once when a
 * worker starts with only the built-in sites in the directory (`requestFirstDirectoryUpdate`).
 */
export const directoryUpdateJob = defineJob({
  name: 'directory.update',
  payload: z.object({}).loose(),
  // Offline is not an error here (the handler logs it and completes), so these retries are for a
  // failed import or a crashed worker: about 10, 20 and 40 minutes later (backoff with jitter).
  retryLimit: 3,
  retryDelaySeconds: 10 * 60,
  // Sundays 03:17 UTC: a quiet night in Europe and the Americas, off the full hour other jobs use.
  cron: '17 3 * * 0',
  // One fixed key, also for the scheduled runs: the queued or running update is the only one.
  singletonKey: () => 'directory',
  // Two downloads of at most 2 minutes each, in parallel, then an import of a few thousand rows.
  expireInSeconds: 15 * 60,
});
