import type { ImapPreset } from '@reclaim/contract';

/**
 * Under the password of a known mail service: it wants an app password, not the account's own,
 * and where to create one (Yahoo: Account security).
 */
export function AppPasswordHint({ id, preset }: { id: string; preset: ImapPreset }) {
  return (
    <p id={id} className="-mt-2 text-xs text-slate-600">
      {preset.label} needs an app password, not your usual password. Create one in{' '}
      {preset.appPasswordUrl ? (
        <a
          href={preset.appPasswordUrl}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-700 underline"
        >
          {preset.label} account security
        </a>
      ) : (
        `your ${preset.label} account's security settings`
      )}{' '}
      and enter it here.
    </p>
  );
}
