import { DASHBOARD_POLL_INTERVAL_MS } from '@reclaim/contract/constants';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../lib/auth-client';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import type { RequestType } from '@reclaim/contract';
import {
  fetchAllRequests,
  fetchOtherRequests,
  fetchRequestDetails,
  fetchRequestRows,
  type RequestItem,
  type RequestsQuery,
} from './requests-api';
import { listedStatuses, requestItems, type RequestTypeFilter } from './request-sections';

/**
 * Under the domains prefix, so every status change (Mark as Complete here, a request raised
 * elsewhere) reloads the requests too.
 */
function requestsKey(userName: string, query: RequestsQuery) {
  return [...DOMAINS_QUERY_KEY, 'requests', userName, query.emailId, query.statuses, query.search];
}

/**
 * The requests of the selected mailbox in the given statuses, every page at once: the page groups
 * them by status and pages each section itself. While one is being sent (Processing turns
 * Submitted or Failed) the list is fetched again every 30 s, as the dashboard does.
 */
export function useRequests(query: RequestsQuery, options: { enabled?: boolean } = {}) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    queryKey: requestsKey(userName, query),
    queryFn: () => fetchAllRequests(userName, query),
    enabled: userName !== '' && options.enabled !== false,
    // A new search keeps the cards on screen until its answer arrives, instead of a spinner.
    placeholderData: keepPreviousData,
    refetchInterval: (state) =>
      state.state.data?.some((record) => record.status === 'processing')
        ? DASHBOARD_POLL_INTERVAL_MS
        : false,
  });
}

/** Under the domains prefix, as the lists: every change reloads them too. */
function otherRequestsKey(userName: string, emailId: string) {
  return [...DOMAINS_QUERY_KEY, 'other-requests', userName, emailId];
}

/** The mailbox's access, objection and correction requests, fetched again as the lists are. */
function useOtherRequests(emailId: string, options: { enabled?: boolean } = {}) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    queryKey: otherRequestsKey(userName, emailId),
    queryFn: () => fetchOtherRequests(userName, emailId),
    enabled: userName !== '' && options.enabled !== false,
    refetchInterval: (state) =>
      state.state.data?.some((item) => item.status === 'processing')
        ? DASHBOARD_POLL_INTERVAL_MS
        : false,
  });
}

/** Every request of the mailbox on the page: erasure and the other types, as cards. */
export function useRequestItems(
  query: RequestsQuery & { type: RequestTypeFilter },
  options: { enabled?: boolean } = {},
): { data: RequestItem[] | undefined; isPending: boolean; isError: boolean } {
  const records = useRequests(query, options);
  const others = useOtherRequests(query.emailId, options);
  return {
    data: records.data && others.data ? requestItems(records.data, others.data, query) : undefined,
    isPending: records.isPending || others.isPending,
    isError: records.isError || others.isError,
  };
}

/**
 * Fetches every request of a mailbox, whatever its status and type, each with its details, for
 * the CSV download.
 */
export function useFetchEveryRequest(emailId: string) {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const userName = session?.user.email ?? '';
  return useCallback(async () => {
    const query = { emailId, statuses: listedStatuses('all'), search: '' };
    const records = await queryClient.fetchQuery({
      queryKey: requestsKey(userName, query),
      queryFn: () => fetchAllRequests(userName, query),
    });
    // The page's own list when it is fresh: a download does not ask for it again.
    const others = await queryClient.fetchQuery({
      queryKey: otherRequestsKey(userName, emailId),
      queryFn: () => fetchOtherRequests(userName, emailId),
    });
    return fetchRequestRows(userName, requestItems(records, others, { ...query, type: 'all' }));
  }, [emailId, queryClient, userName]);
}

/** `_getDsrDetails` of one company's request of a type, while its overlay is open. */
export function useRequestDetails(emailId: string, domainName: string, requestType: RequestType) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    queryKey: [...DOMAINS_QUERY_KEY, 'request-details', userName, emailId, domainName, requestType],
    queryFn: () => fetchRequestDetails(userName, emailId, domainName, requestType),
    enabled: userName !== '',
  });
}
