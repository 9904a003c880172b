import { describe, expect, it } from 'vitest';
import { LOAD_MORE_STEP, isLoadMoreShown, loadMore } from './load-more';

describe("/alldomains' Load More", () => {
  it('shows the next cards already fetched without asking the server', () => {
    expect(loadMore(LOAD_MORE_STEP, 100, true)).toEqual({ shown: 48, shouldFetch: false });
  });

  it("asks for the server's next page once the cards shown reach the end of those fetched", () => {
    expect(loadMore(72, 100, true)).toEqual({ shown: 96, shouldFetch: false });
    expect(loadMore(96, 100, true)).toEqual({ shown: 120, shouldFetch: true });
    expect(loadMore(96, 100, false)).toEqual({ shown: 120, shouldFetch: false });
  });

  it('is offered while cards are hidden or the server has more', () => {
    expect(isLoadMoreShown(24, 100, false)).toBe(true);
    expect(isLoadMoreShown(120, 100, true)).toBe(true);
    expect(isLoadMoreShown(120, 100, false)).toBe(false);
    expect(isLoadMoreShown(24, 24, false)).toBe(false);
  });
});
