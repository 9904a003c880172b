import { describe, expect, it } from 'vitest';
import { virtualWindow } from './virtual-window';

const base = { rowHeight: 48, viewportHeight: 480, overscan: 5 };

describe('virtualWindow', () => {
  it('renders the first screen and a little more at the top', () => {
    expect(virtualWindow({ ...base, rowCount: 5_000, scrollTop: 0 })).toEqual({
      start: 0,
      end: 16,
      paddingTop: 0,
      paddingBottom: (5_000 - 16) * 48,
    });
  });

  it('renders only the rows around the viewport deep in a long list', () => {
    const window = virtualWindow({ ...base, rowCount: 5_000, scrollTop: 48 * 2_000 + 20 });
    expect(window.start).toBe(1_995);
    expect(window.end).toBe(2_016);
    expect(window.paddingTop + (window.end - window.start) * 48 + window.paddingBottom).toBe(
      5_000 * 48,
    );
  });

  it('never goes past the end of a short list', () => {
    expect(virtualWindow({ ...base, rowCount: 3, scrollTop: 0 })).toEqual({
      start: 0,
      end: 3,
      paddingTop: 0,
      paddingBottom: 0,
    });
  });
});
