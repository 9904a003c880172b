import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@reclaim/contract';

interface MessageFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  length: number;
  error?: string | undefined;
}

/** The labelled feedback textarea with a character count and its error tied to it. */
export const MessageField = forwardRef<HTMLTextAreaElement, MessageFieldProps>(
  function MessageField({ label, length, error, ...props }, ref) {
    const id = useId();
    const describedBy = [`${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <textarea
          ref={ref}
          id={id}
          rows={6}
          maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`w-full resize-y rounded-lg border bg-white px-3 py-2 text-base text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`}
          {...props}
        />
        <p id={`${id}-count`} className="text-right text-xs text-slate-600">
          {length} / {FEEDBACK_MESSAGE_MAX_LENGTH} characters
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  },
);
