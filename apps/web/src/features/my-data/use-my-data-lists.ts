import type { DomainCounts } from '@reclaim/contract';
import { SCAN_PROGRESS_POLL_INTERVAL_MS } from '@reclaim/contract/constants';
import { useCallback } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-client';
import { fetchDomainCounts, fetchStatusPage } from '../domains/domains-api';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import { listStatus, type MyDataList } from './my-data-lists';

/**
 * While something changes the lists without the person doing anything — a scan still finding
 * companies, or a request being sent (Processing turns Submitted or Failed) — the lists and
 * counts are fetched again every 30 s.
 */
function pollInterval(isChanging: boolean) {
  return isChanging ? SCAN_PROGRESS_POLL_INTERVAL_MS : false;
}

/** Whether some request of the mailbox is still being sent. */
export function hasRequestsUnderWay(counts: DomainCounts | undefined): boolean {
  return (counts?.processingDomain ?? 0) > 0;
}

/** The counts of the selected mailbox (`_getAllDomain`); the dashboard shares the query. */
export function useMailboxCounts(emailId: string, isScanRunning: boolean) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    queryKey: [...DOMAINS_QUERY_KEY, 'counts', userName, emailId],
    queryFn: () => fetchDomainCounts(userName, emailId),
    enabled: userName !== '',
    refetchInterval: (query) =>
      pollInterval(isScanRunning || hasRequestsUnderWay(query.state.data)),
  });
}

interface ListQuery {
  emailId: string;
  list: MyDataList;
  /** Lower-case search text; empty for none. */
  search: string;
  /** A scan is running or a request is being sent: the list polls. */
  isChanging: boolean;
}

/** One list of the my-data pages, 100 records a page, the next page by `lastKey` (spec §7). */
export function useMyDataList({ emailId, list, search, isChanging }: ListQuery) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  const query = useInfiniteQuery({
    queryKey: [...DOMAINS_QUERY_KEY, 'my-data', userName, emailId, list, search],
    queryFn: ({ pageParam }) =>
      fetchStatusPage(userName, {
        status: listStatus(list),
        emailId,
        parsedEmailDataId: pageParam,
        monthFlag: list === 'all' || list === 'recommended' ? undefined : list,
        domainName: search || undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.lastKey ?? undefined,
    enabled: userName !== '',
    // A new search keeps the cards on screen until its answer arrives, instead of a spinner.
    placeholderData: keepPreviousData,
    refetchInterval: pollInterval(isChanging),
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // Never cancels a page on its way: the carousel may ask again before it knows one is coming.
  const fetchMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    records: query.data?.pages.flatMap((page) => page.records) ?? [],
    hasMore: query.hasNextPage,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isFetchingMore: query.isFetchingNextPage,
    fetchMore,
  };
}
