import { describe, expect, it } from 'vitest';
import { canRequestDeletion, statusLabel } from './domain-status';

describe('statusLabel', () => {
  it('shows each server status as the spec §4 table does', () => {
    expect(statusLabel({ status: 'pending', dsrRecommendation: 1 })).toBe('Recommended');
    expect(statusLabel({ status: 'pending', dsrRecommendation: 0 })).toBe('-');
    expect(statusLabel({ status: 'needed', dsrRecommendation: 0 })).toBe('Needed');
    expect(statusLabel({ status: 'initiated', dsrRecommendation: 0 })).toBe('Submitted');
    expect(statusLabel({ status: 'processing', dsrRecommendation: 0 })).toBe('Processing');
    expect(statusLabel({ status: 'failed', dsrRecommendation: 0 })).toBe('Failed');
    expect(statusLabel({ status: 'reclaimed', dsrRecommendation: 0 })).toBe('Completed');
  });

  it('allows a deletion request only before one is under way, or after one failed', () => {
    expect(canRequestDeletion({ status: 'pending' })).toBe(true);
    expect(canRequestDeletion({ status: 'failed' })).toBe(true);
    expect(canRequestDeletion({ status: 'initiated' })).toBe(false);
    expect(canRequestDeletion({ status: 'reclaimed' })).toBe(false);
  });
});
