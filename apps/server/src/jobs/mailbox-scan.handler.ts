import { runScanSlice, type ScanDependencies } from '../scanning/scan.service';
import type { SendJob } from './job-definition';
import { mailboxSamplesJob } from './mailbox-samples.job';
import { mailboxScanJob } from './mailbox-scan.job';

/**
 * Runs one slice of the scan; a scan that is not done yet is queued again to continue, and a
 * complete one has the samples it left unread filled in.
 */
export async function handleMailboxScan(
  deps: ScanDependencies,
  payload: { connectionId: string },
  send: SendJob,
) {
  const outcome = await runScanSlice(deps, payload.connectionId);
  if (outcome === 'more') await send(mailboxScanJob, payload);
  if (outcome === 'complete') {
    await send(mailboxSamplesJob, { connectionId: payload.connectionId, after: null });
  }
}
