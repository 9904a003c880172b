/** How many more cards 'Load More' shows on /alldomains: whole rows at 1, 2, 3 or 4 columns. */
export const LOAD_MORE_STEP = 24;

/**
 * 'Load More' shows the next cards already fetched, and asks the server for its next page (by
 * `lastKey`) once the cards on screen reach the end of what was fetched.
 */
export function loadMore(
  shown: number,
  fetched: number,
  hasMore: boolean,
): { shown: number; shouldFetch: boolean } {
  const next = shown + LOAD_MORE_STEP;
  return { shown: next, shouldFetch: hasMore && next >= fetched };
}

/** 'Load More' is offered while fetched cards are hidden or the server has more. */
export function isLoadMoreShown(shown: number, fetched: number, hasMore: boolean): boolean {
  return fetched > shown || hasMore;
}
