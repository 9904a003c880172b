import { describe, expect, it } from 'vitest';
import { previewBodyOf } from './preview-body';

describe("a company's e-mail body in the preview", () => {
  it('shows one company, and of several the first open and the rest folded', () => {
    expect(previewBodyOf({ hasLaw: true, hasFailed: false, index: 0, count: 1 })).toBe('shown');
    expect(previewBodyOf({ hasLaw: true, hasFailed: false, index: 0, count: 3 })).toBe('unfolded');
    expect(previewBodyOf({ hasLaw: true, hasFailed: false, index: 2, count: 3 })).toBe('folded');
  });

  it('waits for a law to be chosen', () => {
    expect(previewBodyOf({ hasLaw: false, hasFailed: false, index: 0, count: 1 })).toBe('none');
  });

  it('is not shown, nor loading, under any company when the template did not load', () => {
    for (const index of [0, 1]) {
      expect(previewBodyOf({ hasLaw: true, hasFailed: true, index, count: 2 })).toBe('none');
    }
  });
});
