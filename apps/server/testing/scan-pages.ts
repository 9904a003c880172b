import {
  aggregateScanPage,
  mergeAggregates,
  type DomainAggregate,
} from '../src/scanning/aggregate-page';
import { OwnAddresses } from '../src/scanning/own-addresses';
import type {
  MailboxAccess,
  MailboxProvider,
  ScanCursor,
  ScanPage,
} from '../src/mailbox-providers/provider';

/** Reads pages from `cursor` until the scan is complete (or `maxPages` were read). */
export async function scanAll(
  provider: MailboxProvider,
  access: MailboxAccess,
  cursor: ScanCursor | null = null,
  maxPages = Infinity,
) {
  const pages: ScanPage[] = [];
  let next = cursor;
  do {
    const page = await provider.scan(access, next);
    pages.push(page);
    next = page.cursor;
  } while (next && pages.length < maxPages);
  return { pages, cursor: next, syncCursor: pages.at(-1)?.syncCursor };
}

/** Folds pages into aggregates per company domain, as the scan loop does. */
export function foldPages(
  pages: readonly ScanPage[],
  ownAddress: string,
  into = new Map<string, DomainAggregate>(),
) {
  for (const page of pages) {
    for (const [domain, aggregate] of aggregateScanPage(page, new OwnAddresses([ownAddress]))) {
      into.set(domain, mergeAggregates(into.get(domain), aggregate));
    }
  }
  return into;
}

/** Aggregates as `{ count, first, last }` in ISO form, comparable with the ground truth. */
export function comparable(
  aggregates: ReadonlyMap<string, { count: number; first: Date; last: Date }>,
) {
  return Object.fromEntries(
    [...aggregates]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([domain, { count, first, last }]) => [
        domain,
        { count, first: first.toISOString(), last: last.toISOString() },
      ]),
  );
}
