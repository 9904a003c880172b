import { REQUEST_TYPES, REQUEST_TYPE_NAMES } from '@reclaim/contract';
import { useId } from 'react';
import { FIELD_CLASS } from '../domains/domain-search-field';
import type { RequestTypeFilter } from './request-sections';

/** The filter's choice that shows every request. */
export const ALL_REQUEST_TYPES_TEXT = 'All requests';

interface RequestTypeFilterSelectProps {
  value: RequestTypeFilter;
  onChange: (type: RequestTypeFilter) => void;
}

/** Shows the requests of one type (access, erasure, objection, correction), or all of them. */
export function RequestTypeFilterSelect({ value, onChange }: RequestTypeFilterSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 md:w-56">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Request type
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as RequestTypeFilter)}
        className={FIELD_CLASS}
      >
        <option value="all">{ALL_REQUEST_TYPES_TEXT}</option>
        {REQUEST_TYPES.map((type) => (
          <option key={type} value={type}>
            {REQUEST_TYPE_NAMES[type]}
          </option>
        ))}
      </select>
    </div>
  );
}
