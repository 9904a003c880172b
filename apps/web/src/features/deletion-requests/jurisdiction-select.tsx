import { REGIMES, type Jurisdiction } from '@reclaim/contract';
import { useId } from 'react';
import { FIELD_CLASS } from '../domains/domain-search-field';

/** Under the law: what it is for. */
const LAW_HINT = 'The law that protects you where you live; the e-mail cites it.';

/** The select's first option while no law is chosen. */
export const CHOOSE_LAW_TEXT = 'Choose the law that protects you';

interface JurisdictionSelectProps {
  /** None until the person picks one where their browser names no country of these laws. */
  value: Jurisdiction | null;
  onChange: (jurisdiction: Jurisdiction) => void;
  isDisabled: boolean;
  /** Why this law was chosen, where it is not the person's own choice; a general hint else. */
  hint?: string;
}

/** The law the request is made under; the e-mail cites it and its deadline. */
export function JurisdictionSelect({
  value,
  onChange,
  isDisabled,
  hint = LAW_HINT,
}: JurisdictionSelectProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Privacy law
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={isDisabled}
        required
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value as Jurisdiction)}
        className={FIELD_CLASS}
      >
        {value === null && (
          <option value="" disabled>
            {CHOOSE_LAW_TEXT}
          </option>
        )}
        {REGIMES.map((regime) => (
          <option key={regime.id} value={regime.id}>
            {regime.label}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
