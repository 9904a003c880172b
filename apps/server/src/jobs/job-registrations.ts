import type { Database } from '@reclaim/db';
import type { ScanDependencies } from '../scanning/scan.service';
import { registerJob } from './job-definition';
import { handleMailboxScan } from './mailbox-scan.handler';
import { mailboxScanJob } from './mailbox-scan.job';
import { purgeExpired } from './maintenance-purge.handler';
import { maintenancePurgeJob } from './maintenance-purge.job';

/** Every job of the server with its handler. */
export function createJobRegistrations(deps: ScanDependencies & { db: Database }) {
  return [
    registerJob(maintenancePurgeJob, () => purgeExpired(deps.db)),
    registerJob(mailboxScanJob, (payload, { send }) => handleMailboxScan(deps, payload, send)),
  ];
}
