import { DASHBOARD_POLL_INTERVAL_MS } from '@reclaim/contract/constants';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../lib/auth-client';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import {
  fetchAllRequests,
  fetchRequestDetails,
  fetchRequestRows,
  type RequestsQuery,
} from './requests-api';
import { listedStatuses } from './request-sections';

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

/**
 * Fetches every request of a mailbox, whatever its status, each with its details, for the CSV
 * download.
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
    return fetchRequestRows(userName, records);
  }, [emailId, queryClient, userName]);
}

/** `_getDsrDetails` of one company's request, while its overlay is open. */
export function useRequestDetails(emailId: string, domainName: string) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    queryKey: [...DOMAINS_QUERY_KEY, 'request-details', userName, emailId, domainName],
    queryFn: () => fetchRequestDetails(userName, emailId, domainName),
    enabled: userName !== '',
  });
}
