import {
  runScanSlice,
  type ScanDependencies,
  type ScanSliceLimits,
} from '../scanning/scan.service';
import { createFirstPages } from './first-pages';
import type { JobContext } from './job-definition';
import { mailboxSamplesJob } from './mailbox-samples.job';
import { mailboxScanJob } from './mailbox-scan.job';

/**
 * A slice a person waits for (their first scan, a Rescan) commits its first page and hands the
 * rest on, so the loops kept for such slices are soon free for the next person who connects.
 */
export const WAITED_FOR_SLICE: ScanSliceLimits = { maxPages: 1, maxMilliseconds: 5_000 };

/** This process's first pages: eight at a time, everyone else's pages waiting up to 10 s. */
const firstPages = createFirstPages(8, 10_000);

/**
 * Runs one slice of the scan; a scan that is not done yet is queued again to continue (as a
 * continuation, which nobody waits for), and a complete one has the samples it left unread
 * filled in.
 */
export async function handleMailboxScan(
  deps: ScanDependencies,
  payload: { connectionId: string },
  { send, isPersonWaiting }: Pick<JobContext, 'send' | 'isPersonWaiting'>,
) {
  const outcome = isPersonWaiting
    ? await firstPages.run(() => runScanSlice(deps, payload.connectionId, WAITED_FOR_SLICE))
    : await runScanSlice(deps, payload.connectionId, undefined, () => firstPages.giveWay());
  if (outcome === 'more') await send(mailboxScanJob, payload);
  if (outcome === 'complete') {
    await send(mailboxSamplesJob, { connectionId: payload.connectionId, after: null });
  }
}
