import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from '@reclaim/contract/constants';
import { useEffect, useState } from 'react';

export const SEARCH_TOO_SHORT_TEXT = 'Please enter atleast 2 characters';
export const SEARCH_TOO_LONG_TEXT = `The search is too long: use at most ${SEARCH_MAX_LENGTH} characters.`;

/**
 * What a typed search means (spec §5): empty resets the list, fewer than 2 characters is an
 * error, otherwise the lower-cased text is searched for. The field stops at the server's limit;
 * a longer text that got in anyway is told plainly rather than sent to be refused.
 */
export function readSearch(typed: string): { query: string } | { error: string } {
  const text = typed.trim().toLowerCase();
  if (text.length === 0) return { query: '' };
  if (text.length < SEARCH_MIN_LENGTH) return { error: SEARCH_TOO_SHORT_TEXT };
  if (text.length > SEARCH_MAX_LENGTH) return { error: SEARCH_TOO_LONG_TEXT };
  return { query: text };
}

/**
 * A domain search box's state: what is typed now, the search in force (applied 800 ms after the
 * typing stops, spec §5 and §9), and the message for a search that is too short.
 */
export function useDomainSearch() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const search = readSearch(typed);
      if ('error' in search) {
        setError(search.error);
        return;
      }
      setError(null);
      setQuery(search.query);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, query, error };
}
