import { SCAN_PROGRESS_POLL_INTERVAL_MS } from '@reclaim/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-client';
import { fetchMailboxes, type Mailboxes } from './connections-api';
import { hasRunningScan } from './scan-state';

/** The query key prefix of the connections list; invalidate it after any change to mailboxes. */
export const CONNECTIONS_QUERY_KEY = ['connections'] as const;

/** How long a fetched list is used as it is by components that mount meanwhile. */
const CONNECTIONS_FRESH_MS = 5_000;

/**
 * The signed-in user's connected mailboxes. While a scan is running the list is fetched again
 * every 30 seconds (spec §4), so scan progress moves without a reload.
 */
export function useConnections() {
  return useMailboxes(connectedOnes);
}

/** The mailboxes disconnected after sending requests, kept for those requests; from the same call. */
export function useDisconnectedMailboxes() {
  return useMailboxes(disconnectedOnes);
}

const connectedOnes = (mailboxes: Mailboxes) => mailboxes.connections;
const disconnectedOnes = (mailboxes: Mailboxes) => mailboxes.disconnected;

function useMailboxes<T>(select: (mailboxes: Mailboxes) => T) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    // The user is part of the key: after signing out and in as someone else in the same tab, the
    // previous person's mailboxes must never flash on screen.
    queryKey: [...CONNECTIONS_QUERY_KEY, userName],
    queryFn: () => fetchMailboxes(userName),
    select,
    enabled: userName !== '',
    // The header's mailbox menu and the page ask for the list within moments of each other on a
    // first load: one call serves both. Changes to mailboxes invalidate it at once.
    staleTime: CONNECTIONS_FRESH_MS,
    refetchInterval: (query) =>
      hasRunningScan(query.state.data?.connections ?? []) ? SCAN_PROGRESS_POLL_INTERVAL_MS : false,
  });
}
