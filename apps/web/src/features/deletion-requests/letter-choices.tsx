import {
  CORRECTION_MAX_LENGTH,
  LETTER_LANGUAGES,
  LETTER_LANGUAGE_NAMES,
  REQUEST_TYPE_LABELS,
  type Correction,
  type LetterLanguage,
  type RequestType,
} from '@reclaim/contract';
import { useId } from 'react';
import { FIELD_CLASS } from '../domains/domain-search-field';

const TEXTAREA_CLASS = FIELD_CLASS.replace('h-11', 'min-h-20 py-2');

/** The language choice of a preview of several companies that leaves each its own. */
export const EACH_OWN_LANGUAGE_TEXT = 'Each company’s own language';

interface RequestTypeSelectProps {
  value: RequestType;
  /** The request types the chosen law grants; every type while no law is chosen. */
  options: readonly RequestType[];
  onChange: (type: RequestType) => void;
  isDisabled: boolean;
}

/** What the request asks the company for. */
export function RequestTypeSelect({
  value,
  options,
  onChange,
  isDisabled,
}: RequestTypeSelectProps) {
  const id = useId();
  const hintId = useId();
  return (
    // A row of its own: its choices are the longest of the three.
    <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Request
      </label>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value as RequestType)}
        className={FIELD_CLASS}
      >
        {options.map((type) => (
          <option key={type} value={type}>
            {REQUEST_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-slate-600">
        The law you choose says which requests a company must answer.
      </p>
    </div>
  );
}

interface LanguageSelectProps {
  /** The language chosen for every company; null leaves each its own (several companies only). */
  value: LetterLanguage | null;
  /** Offer "each company's own language": the preview holds several companies. */
  offersEachOwn: boolean;
  onChange: (language: LetterLanguage | null) => void;
  isDisabled: boolean;
}

/** The language the letters are written in: the company's own unless the person picks another. */
export function LanguageSelect({
  value,
  offersEachOwn,
  onChange,
  isDisabled,
}: LanguageSelectProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Language
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={isDisabled}
        aria-describedby={hintId}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : (event.target.value as LetterLanguage))
        }
        className={FIELD_CLASS}
      >
        {offersEachOwn && <option value="">{EACH_OWN_LANGUAGE_TEXT}</option>}
        {LETTER_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LETTER_LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-slate-600">
        The company’s language where Reclaim can tell it from its country, else yours.
      </p>
    </div>
  );
}

interface CorrectionFieldsProps {
  value: Correction;
  onChange: (correction: Correction) => void;
  isDisabled: boolean;
}

/** A correction request's two statements, written into the letter as they are. */
export function CorrectionFields({ value, onChange, isDisabled }: CorrectionFieldsProps) {
  const wrongId = useId();
  const rightId = useId();
  const field = (id: string, label: string, key: keyof Correction) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value[key]}
        disabled={isDisabled}
        required
        rows={3}
        maxLength={CORRECTION_MAX_LENGTH}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        className={TEXTAREA_CLASS}
      />
    </div>
  );
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      {field(wrongId, 'What is wrong', 'wrong')}
      {field(rightId, 'What is right', 'right')}
    </div>
  );
}
