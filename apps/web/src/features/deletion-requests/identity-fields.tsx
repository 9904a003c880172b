import { IDENTITY_VALUE_MAX_LENGTH, type RequiredIdentity } from '@reclaim/contract';
import { useId } from 'react';

/** What the person typed for each detail a company asks for, by the company's name for it. */
export type IdentityValues = Readonly<Record<string, string>>;

/** The heading of a company's identification fields in the preview. */
export const identityLegend = (name: string) => `What ${name} needs to identify you`;

/** Why Submit waits while a company's identification is not filled in. */
export const IDENTITY_NEEDED_TEXT =
  'Fill in what each company needs to identify you to send the request.';

const FIELD_CLASS =
  'w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-50';

interface IdentityFieldsProps {
  companyName: string;
  /** What the company asks for (`askedIdentity` of its directory record); never empty here. */
  asked: readonly RequiredIdentity[];
  values: IdentityValues;
  onChange: (values: IdentityValues) => void;
  isDisabled: boolean;
}

/**
 * The details a company's directory record says it needs to identify the person, each under the
 * company's own name for it: written into that company's letter only, and kept nowhere else.
 */
export function IdentityFields({
  companyName,
  asked,
  values,
  onChange,
  isDisabled,
}: IdentityFieldsProps) {
  const baseId = useId();
  const noteId = `${baseId}-note`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg bg-brand-50/60 px-4 py-3">
      <legend className="float-left w-full text-sm font-semibold text-ink">
        {identityLegend(companyName)}
      </legend>
      <p id={noteId} className="-mt-1 text-xs text-slate-700">
        It goes into this letter only; Reclaim keeps it nowhere else.
      </p>
      {asked.map(({ type, desc }, index) => {
        const id = `${baseId}-${index}`;
        const label = desc.trim();
        const common = {
          id,
          value: values[label] ?? '',
          disabled: isDisabled,
          required: true,
          maxLength: IDENTITY_VALUE_MAX_LENGTH,
          'aria-describedby': noteId,
          className: FIELD_CLASS,
        };
        const change = (value: string) => onChange({ ...values, [label]: value });
        return (
          <div key={label} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium text-ink">
              {label}
            </label>
            {type === 'address' || type === 'textarea' ? (
              <textarea {...common} rows={3} onChange={(event) => change(event.target.value)} />
            ) : (
              <input
                {...common}
                type={type === 'birthdate' ? 'date' : 'text'}
                autoComplete={type === 'birthdate' ? 'bday' : 'off'}
                onChange={(event) => change(event.target.value)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
