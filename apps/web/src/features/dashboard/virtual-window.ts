/** Which rows of a fixed-height list to render for a scroll position. */
export interface VirtualWindow {
  /** Index of the first rendered row. */
  start: number;
  /** Index after the last rendered row. */
  end: number;
  /** Height of the unrendered rows above and below, so the scroll bar stays true. */
  paddingTop: number;
  paddingBottom: number;
}

/**
 * The rows visible in a viewport of `viewportHeight` scrolled to `scrollTop`, plus `overscan`
 * rows on each side so fast scrolling does not show blank space.
 */
export function virtualWindow(options: {
  rowCount: number;
  rowHeight: number;
  viewportHeight: number;
  scrollTop: number;
  overscan: number;
}): VirtualWindow {
  const { rowCount, rowHeight, viewportHeight, scrollTop, overscan } = options;
  const firstVisible = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visibleCount = Math.ceil(viewportHeight / rowHeight) + 1;
  const start = Math.max(0, Math.min(rowCount, firstVisible - overscan));
  const end = Math.min(rowCount, firstVisible + visibleCount + overscan);
  return {
    start,
    end,
    paddingTop: start * rowHeight,
    paddingBottom: (rowCount - end) * rowHeight,
  };
}
