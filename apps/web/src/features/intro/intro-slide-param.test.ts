import { describe, expect, it } from 'vitest';
import { slideIndexOf } from './intro-slide-param';

describe('the slide a ?slide= value names', () => {
  it('counts slides from 1', () => {
    expect(slideIndexOf('1')).toBe(0);
    expect(slideIndexOf('5')).toBe(4);
  });

  it('starts at the first slide for a missing, unknown or out-of-range value', () => {
    for (const value of [null, '', '0', '6', '2.5', '-1', 'two']) {
      expect(slideIndexOf(value)).toBe(0);
    }
  });
});
