import { DASHBOARD_POLL_INTERVAL_MS } from '@reclaim/contract/constants';
import type { DomainCounts, DomainTile } from '@reclaim/contract';
import { useInfiniteQuery, useQueries, useQuery, type Query } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-client';
import { fetchDomainCounts, fetchTilePage } from '../domains/domains-api';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';

/** What the table shows: a card's records, narrowed by the controls above it. */
export interface TableFilters {
  tile: DomainTile;
  showRecommended: boolean;
  hideNeeded: boolean;
  /** Lower-case search text; empty for none. */
  search: string;
  /** Only records whose first e-mail is within this many months; null for all. */
  monthFlag: 1 | 6 | 12 | null;
}

/**
 * Lists and counts are fetched again every 30 s while something can change them without the
 * person doing anything: a request being processed, or a scan still finding companies (spec §4).
 */
function pollInterval(isChanging: boolean) {
  return isChanging ? DASHBOARD_POLL_INTERVAL_MS : false;
}

/** The query of one mailbox's counts (`_getAllDomain`), shared by the cards and the totals. */
function countsQuery(userName: string, emailId: string | null, isScanRunning: boolean) {
  return {
    queryKey: [...DOMAINS_QUERY_KEY, 'counts', userName, emailId],
    queryFn: () => fetchDomainCounts(userName, emailId!),
    enabled: userName !== '' && emailId !== null,
    refetchInterval: (query: Query<DomainCounts>) =>
      pollInterval(isScanRunning || (query.state.data?.processingDomain ?? 0) > 0),
  };
}

/** The counts of the selected mailbox (`_getAllDomain`). */
export function useDomainCounts(emailId: string | null, isScanRunning: boolean) {
  const { data: session } = useSession();
  return useQuery(countsQuery(session?.user.email ?? '', emailId, isScanRunning));
}

/**
 * The counts of every connected mailbox, one `_getAllDomain` each, in the order of `emailIds`;
 * undefined until all have answered. The selected mailbox's call is the cards' own (same key).
 */
export function useCountsOfMailboxes(
  emailIds: readonly string[],
): readonly DomainCounts[] | undefined {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQueries({
    queries: emailIds.map((emailId) => countsQuery(userName, emailId, false)),
    combine: (results) => {
      const counts: (DomainCounts | undefined)[] = results.map((result) => result.data);
      return counts.every((count) => count !== undefined) ? counts : undefined;
    },
  });
}

/** The table's records, a page of 100 at a time (`_get/v2` with `lastKey`). */
export function useTableRecords(
  emailId: string | null,
  filters: TableFilters,
  isChanging: boolean,
) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useInfiniteQuery({
    queryKey: [...DOMAINS_QUERY_KEY, 'tile', userName, emailId, filters],
    queryFn: ({ pageParam }) =>
      fetchTilePage(userName, {
        tile: filters.tile,
        emailId: emailId!,
        showRecommendedDomain: filters.showRecommended,
        hideNeededDomain: filters.hideNeeded,
        domainName: filters.search,
        monthFlag: filters.monthFlag,
        parsedEmailDataId: pageParam,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.lastKey,
    enabled: userName !== '' && emailId !== null,
    // A new filter keeps the old rows on screen until the new ones arrive, without a flash.
    placeholderData: (previous) => previous,
    refetchInterval: pollInterval(isChanging),
  });
}
