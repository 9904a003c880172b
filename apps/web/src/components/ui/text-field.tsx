import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Adds the show/hide eye toggle of password fields; it works only when the field has a value. */
  canReveal?: boolean;
}

/** A labelled input with its error message tied to it for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    hint,
    canReveal = false,
    type = 'text',
    className = '',
    id,
    'aria-describedby': extraDescribedBy,
    ...props
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [isRevealed, setIsRevealed] = useState(false);
  const [hasValue, setHasValue] = useState(Boolean(props.defaultValue ?? props.value));
  const describedBy = [error && `${inputId}-error`, hint && `${inputId}-hint`, extraDescribedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={canReveal && isRevealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`h-11 w-full rounded-lg border bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-600 ${error ? 'border-red-600' : 'border-slate-300'} ${canReveal ? 'pr-12' : ''}`}
          {...props}
          onChange={(event) => {
            setHasValue(event.target.value.length > 0);
            props.onChange?.(event);
          }}
        />
        {canReveal && (
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-600 hover:text-ink disabled:opacity-40"
            aria-label={isRevealed ? 'Hide password' : 'Show password'}
            aria-pressed={isRevealed}
            disabled={!hasValue}
            onClick={() => setIsRevealed((value) => !value)}
          >
            <EyeIcon isOpen={isRevealed} />
          </button>
        )}
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});

function EyeIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!isOpen && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** The e-mail field of the sign-in, sign-up and reset forms. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type'>>(
  function EmailField(props, ref) {
    return <TextField ref={ref} label="Email" type="email" autoComplete="email" {...props} />;
  },
);
