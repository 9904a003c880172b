import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-client';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import { fetchPeoplePage } from './people-api';
import { flattenPeople } from './people-list';

/**
 * The people list's query: 50 a page, the next page by `lastKey`. Its key starts with the domain
 * queries' prefix, so any change to a domain (or the end of a scan) reloads it too.
 */
export function peopleQueryOptions(userName: string) {
  return infiniteQueryOptions({
    queryKey: [...DOMAINS_QUERY_KEY, 'people', userName],
    queryFn: ({ pageParam }) => fetchPeoplePage(userName, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.lastKey ?? undefined,
    enabled: userName !== '',
  });
}

/** The senders judged people over all the person's mailboxes, a page at a time. */
export function usePeople() {
  const { data: session } = useSession();
  const query = useInfiniteQuery(peopleQueryOptions(session?.user.email ?? ''));
  return {
    people: flattenPeople(query.data?.pages),
    hasMore: query.hasNextPage,
    isPending: query.isPending,
    isFetchingMore: query.isFetchingNextPage,
    hasMoreFailed: query.isFetchNextPageError,
    fetchMore: () => void query.fetchNextPage(),
  };
}
