import { describe, expect, it } from 'vitest';
import { itemsPerView, shouldFetchMore, slideStep } from './carousel-layout';

describe('itemsPerView', () => {
  it('shows 5, 4, 2 or 1 cards by screen width as spec §9 lists', () => {
    expect(itemsPerView(4000)).toBe(5);
    expect(itemsPerView(3000)).toBe(5);
    expect(itemsPerView(2999)).toBe(4);
    expect(itemsPerView(1280)).toBe(4);
    expect(itemsPerView(1024)).toBe(4);
    expect(itemsPerView(1023)).toBe(2);
    expect(itemsPerView(464)).toBe(2);
    expect(itemsPerView(463)).toBe(1);
    expect(itemsPerView(390)).toBe(1);
  });
});

describe('slideStep', () => {
  it('moves 4 cards when at least 4 are in view, otherwise as many as are in view', () => {
    expect(slideStep(5)).toBe(4);
    expect(slideStep(4)).toBe(4);
    expect(slideStep(2)).toBe(2);
    expect(slideStep(1)).toBe(1);
  });
});

describe('shouldFetchMore', () => {
  const base = { loadedCount: 100, hasMore: true, isFetching: false };

  it('fetches the next page once the view is within 8 cards of the end', () => {
    expect(shouldFetchMore({ ...base, lastIndexInView: 90 })).toBe(false);
    expect(shouldFetchMore({ ...base, lastIndexInView: 91 })).toBe(true);
    expect(shouldFetchMore({ ...base, lastIndexInView: 99 })).toBe(true);
  });

  it('fetches at once when a short or emptied list leaves nothing to scroll to', () => {
    expect(shouldFetchMore({ ...base, loadedCount: 3, lastIndexInView: 2 })).toBe(true);
    expect(shouldFetchMore({ ...base, loadedCount: 0, lastIndexInView: -1 })).toBe(true);
  });

  it('does not fetch at the last page or while a page is on its way', () => {
    expect(shouldFetchMore({ ...base, lastIndexInView: 99, hasMore: false })).toBe(false);
    expect(shouldFetchMore({ ...base, lastIndexInView: 99, isFetching: true })).toBe(false);
  });
});
