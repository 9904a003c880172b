import { describe, expect, it } from 'vitest';
import { senderKindToast } from './sender-kind';

describe('the toast after a sender kind change', () => {
  it('tells where a person went', () => {
    expect(senderKindToast('person', 'smith.family')).toBe(
      'Moved to People: Reclaim leaves smith.family out of your companies.',
    );
  });

  it('tells that a company is back', () => {
    expect(senderKindToast('company', 'spotify.com')).toBe(
      'spotify.com is back among your companies.',
    );
  });
});
