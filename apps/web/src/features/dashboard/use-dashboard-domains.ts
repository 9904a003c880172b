import { DASHBOARD_POLL_INTERVAL_MS } from '@reclaim/contract/constants';
import type { DomainTile } from '@reclaim/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/** The counts of the selected mailbox (`_getAllDomain`). */
export function useDomainCounts(emailId: string | null, isScanRunning: boolean) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    queryKey: [...DOMAINS_QUERY_KEY, 'counts', userName, emailId],
    queryFn: () => fetchDomainCounts(userName, emailId!),
    enabled: userName !== '' && emailId !== null,
    refetchInterval: (query) =>
      pollInterval(isScanRunning || (query.state.data?.processingDomain ?? 0) > 0),
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
