import { describe, expect, it } from 'vitest';
import { describeVisitCount } from './visit-count-text';

describe('describeVisitCount', () => {
  it('says so when no one came yet', () => {
    expect(describeVisitCount(0)).toBe('No one has come through your link yet.');
  });

  it('speaks of one person in the singular and more in the plural', () => {
    expect(describeVisitCount(1)).toBe('1 person came through your link.');
    expect(describeVisitCount(12)).toBe('12 people came through your link.');
  });
});
