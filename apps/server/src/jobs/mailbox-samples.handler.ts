import { fillSamples } from '../scanning/sample-fill';
import type { ScanDependencies } from '../scanning/scan.service';
import type { SendJob } from './job-definition';
import { mailboxSamplesJob } from './mailbox-samples.job';

/** Reads one batch of missing samples; a mailbox with more to read is queued again to go on. */
export async function handleMailboxSamples(
  deps: ScanDependencies,
  payload: { connectionId: string; after: string | null },
  send: SendJob,
) {
  const outcome = await fillSamples(deps, payload.connectionId, payload.after);
  if (!outcome.done) {
    await send(mailboxSamplesJob, { connectionId: payload.connectionId, after: outcome.after });
  }
}
