import {
  aggregateScanPage,
  mergeAggregates,
  type DomainAggregate,
} from '../../apps/server/src/scanning/aggregate-page';
import { OwnAddresses } from '../../apps/server/src/scanning/own-addresses';
import type { ScanPage } from '../../apps/server/src/mailbox-providers/provider';

/** Per domain, what a scan must agree with the ground truth on. */
export interface DomainTotals {
  count: number;
  first: Date;
  last: Date;
}

/** Folds one page into `into`, as the scan loop does; the page itself can then be dropped. */
export function foldScanPage(
  into: Map<string, DomainAggregate>,
  page: ScanPage,
  ownAddress: string,
): void {
  for (const [domain, aggregate] of aggregateScanPage(page, new OwnAddresses([ownAddress]))) {
    into.set(domain, mergeAggregates(into.get(domain), aggregate));
  }
}

/** Aggregates or ground truth as `{ count, first, last }` per domain in ISO form, sorted by domain. */
export function comparableTotals(totals: ReadonlyMap<string, DomainTotals>) {
  return Object.fromEntries(
    [...totals]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([domain, { count, first, last }]) => [
        domain,
        { count, first: first.toISOString(), last: last.toISOString() },
      ]),
  );
}
