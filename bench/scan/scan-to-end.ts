import type {
  MailboxAccess,
  MailboxProvider,
  ScanCursor,
} from '../../apps/server/src/mailbox-providers/provider';
import type { DomainAggregate } from '../../apps/server/src/scanning/aggregate-page';
import { peakRssMb, type ScanWorkerResult } from './run-scan-worker';
import { comparableTotals, foldScanPage } from './scan-aggregates';

/**
 * A scan worker's whole job: scans the mailbox page by page to the end, as the scan loop does,
 * and prints the `ScanWorkerResult` line `runScanWorker` reads.
 */
export async function scanToEndAndReport(provider: MailboxProvider, access: MailboxAccess) {
  const started = performance.now();
  const aggregates = new Map<string, DomainAggregate>();
  let pages = 0;
  let cursor: ScanCursor | null = null;
  do {
    const page = await provider.scan(access, cursor);
    // As in the scan loop, a page's metadata goes to the database; only its totals stay here.
    foldScanPage(aggregates, page, access.address);
    pages += 1;
    cursor = page.cursor;
  } while (cursor !== null);
  const result: ScanWorkerResult = {
    seconds: (performance.now() - started) / 1000,
    pages,
    aggregates: comparableTotals(aggregates),
    peakRssMb: peakRssMb(),
  };
  console.log(JSON.stringify(result));
}
