import { describe, expect, it } from 'vitest';
import { readSearch, SEARCH_TOO_SHORT_TEXT } from './domain-search';

describe('readSearch', () => {
  it('resets on an empty search', () => {
    expect(readSearch('   ')).toEqual({ query: '' });
  });

  it('refuses a single character with the spec message', () => {
    expect(readSearch(' a ')).toEqual({ error: SEARCH_TOO_SHORT_TEXT });
  });

  it('says plainly that a search longer than any domain name is too long', () => {
    expect(readSearch('a'.repeat(253))).toEqual({ query: 'a'.repeat(253) });
    expect(readSearch('a'.repeat(400))).toEqual({
      error: 'The search is too long: use at most 253 characters.',
    });
  });

  it('searches lower-cased from two characters on', () => {
    expect(readSearch('AmA')).toEqual({ query: 'ama' });
  });
});
