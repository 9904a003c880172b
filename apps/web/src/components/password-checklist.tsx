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
            className={`flex items-center gap-1.5 ${isMet ? 'text-brand-800' : 'text-slate-600'}`}
          >
            <span aria-hidden="true" className="font-bold">
              {isMet ? '✓' : '○'}
            </span>
            {requirement.label}
            <span className="sr-only">{isMet ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
