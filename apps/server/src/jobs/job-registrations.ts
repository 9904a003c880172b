import type { Database } from '@reclaim/db';
import type { FastifyBaseLogger } from 'fastify';
import type { ScanDependencies } from '../scanning/scan.service';
import { handleDeletionRequestRemind } from './deletion-request-remind.handler';
import { deletionRequestRemindJob } from './deletion-request-remind.job';
import {
  handleDeletionRequestSend,
  type SendRequestDependencies,
} from './deletion-request-send.handler';
import { deletionRequestSendJob } from './deletion-request-send.job';
import { computeCompanyFigures } from '../modules/company-figures/company-figures';
import { companyFiguresJob } from './company-figures.job';
import { handleDirectoryUpdate } from './directory-update.handler';
import { handleMailboxSync, scheduleMailboxSyncs } from './mailbox-sync.handler';
import { mailboxSyncJob, mailboxSyncScheduleJob } from './mailbox-sync.job';
import { directoryUpdateJob } from './directory-update.job';
import { registerJob } from './job-definition';
import { handleMailboxSamples } from './mailbox-samples.handler';
import { mailboxSamplesJob } from './mailbox-samples.job';
import { handleMailboxScan } from './mailbox-scan.handler';
import { mailboxScanJob } from './mailbox-scan.job';
import { purgeExpired } from './maintenance-purge.handler';
import { maintenancePurgeJob } from './maintenance-purge.job';

/** Every job of the server with its handler. */
export function createJobRegistrations(
  deps: ScanDependencies & SendRequestDependencies & { db: Database; logger: FastifyBaseLogger },
) {
  return [
    registerJob(maintenancePurgeJob, () => purgeExpired(deps.db)),
    registerJob(mailboxScanJob, (payload, context) => handleMailboxScan(deps, payload, context)),
    registerJob(mailboxSamplesJob, (payload, { send }) =>
      handleMailboxSamples(deps, payload, send),
    ),
    registerJob(directoryUpdateJob, () => handleDirectoryUpdate(deps)),
    registerJob(deletionRequestSendJob, (payload, context) =>
      handleDeletionRequestSend(deps, payload, context),
    ),
    registerJob(deletionRequestRemindJob, (payload, context) =>
      handleDeletionRequestRemind(deps, payload, context),
    ),
    registerJob(mailboxSyncJob, (payload) => handleMailboxSync(deps, payload)),
    registerJob(mailboxSyncScheduleJob, (_payload, { send }) => scheduleMailboxSyncs(deps, send)),
    registerJob(companyFiguresJob, async () => {
      await computeCompanyFigures(deps.db, new Date());
    }),
  ];
}
