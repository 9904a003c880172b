import { PASSWORD_REQUIREMENTS } from '@reclaim/contract';

/** The live checklist of the password policy (spec §5), updated as the user types. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="grid gap-1 text-xs sm:grid-cols-2">
      {PASSWORD_REQUIREMENTS.map((requirement) => {
        const isMet = requirement.test(password);
        return (
          <li
            key={requirement.id}
            className={`flex items-start gap-1.5 ${isMet ? 'text-brand-800' : 'text-slate-600'}`}
          >
            <span aria-hidden="true" className="shrink-0 font-bold">
              {isMet ? '✓' : '○'}
            </span>
            <span className="min-w-0">
              <RequirementLabel label={requirement.label} />
              <span className="sr-only">{isMet ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A requirement's text, wrapping beside its icon. A closing aside in brackets, such as the list
 * of special characters, moves to the next line as a whole instead of breaking between them.
 */
function RequirementLabel({ label }: { label: string }) {
  const aside = /^(.*?) (\(.*\))$/.exec(label);
  if (!aside) return label;
  return (
    <>
      {aside[1]} <span className="whitespace-nowrap">{aside[2]}</span>
    </>
  );
}
