import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import { CONNECTIONS_QUERY_KEY } from './use-connections';

/**
 * While a scan runs, each new answer of the companies' counts fetches the mailboxes' progress
 * too, so the bar never reads '1% completed' above a hundred companies the scan has already found
 * (the two polls run on clocks of their own). Returns the way to stop.
 */
export function followCountsWithProgress(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [prefix, kind] = event.query.queryKey as unknown[];
    if (prefix !== DOMAINS_QUERY_KEY[0] || kind !== 'counts') return;
    // One fetch for a burst of counts (one per mailbox): a fetch under way is not restarted.
    void queryClient.invalidateQueries(
      { queryKey: CONNECTIONS_QUERY_KEY },
      { cancelRefetch: false },
    );
  });
}

/** {@link followCountsWithProgress} while `isScanRunning`. */
export function useProgressFollowsCounts(isScanRunning: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () => (isScanRunning ? followCountsWithProgress(queryClient) : undefined),
    [isScanRunning, queryClient],
  );
}
