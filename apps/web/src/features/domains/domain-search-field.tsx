import { SEARCH_MAX_LENGTH } from '@reclaim/contract/constants';
import { useId } from 'react';

/** The look of the lists' form fields (search, selects). */
export const FIELD_CLASS =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200';

interface DomainSearchFieldProps {
  /** The state of `useDomainSearch`. */
  search: { typed: string; setTyped: (text: string) => void; error: string | null };
  className?: string;
}

/** The domain search (spec §5): the lists follow it 800 ms after typing stops. */
export function DomainSearchField({ search, className = '' }: DomainSearchFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={`flex flex-1 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Search companies
      </label>
      <input
        id={id}
        type="search"
        value={search.typed}
        onChange={(event) => search.setTyped(event.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Name or domain"
        aria-invalid={search.error !== null}
        aria-describedby={search.error ? errorId : undefined}
        className={FIELD_CLASS}
      />
      {search.error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {search.error}
        </p>
      )}
    </div>
  );
}
