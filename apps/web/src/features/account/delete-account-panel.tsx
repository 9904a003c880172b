import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SettingsPanel } from './settings-panel';
import { useDeleteAccount } from './use-delete-account';

export const DELETE_FAILED_MESSAGE =
  'User does not exists, You will be redirect to home page in 5 seconds...';

const REMOVED_DATA = [
  'Your name',
  'Your e-mail address',
  'Your e-mail provider connections',
  'The details of the companies found in your mailboxes',
];

interface DeleteAccountPanelProps {
  /** The signed-in user's e-mail, sent as the call's userName. */
  userName: string;
  onDeleted: (message: string) => void;
}

/** The 'Delete Account' tab: the warning, the button and its confirmation (spec §2). */
export function DeleteAccountPanel({ userName, onDeleted }: DeleteAccountPanelProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const { deleteAccount, isDeleting, hasFailed } = useDeleteAccount(userName, onDeleted);

  return (
    <SettingsPanel title="Deleting Account">
      <div className="flex max-w-2xl flex-col gap-4">
        {hasFailed && <Alert tone="error">{DELETE_FAILED_MESSAGE}</Alert>}
        <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Deleting your account permanently removes from Reclaim:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {REMOVED_DATA.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3">This cannot be undone.</p>
        </div>
        <Button
          variant="danger"
          className="w-full sm:w-auto sm:self-start"
          disabled={hasFailed}
          onClick={() => setIsConfirming(true)}
        >
          Delete My Account
        </Button>
      </div>
      <Dialog
        isOpen={isConfirming && !hasFailed}
        onOpenChange={(isOpen) => !isDeleting && setIsConfirming(isOpen)}
        title="Delete your account?"
        description="Your account and everything Reclaim holds about you will be deleted permanently."
        size="sm"
      >
        <div className="flex flex-col gap-3">
          <Button
            variant="danger"
            disabled={isDeleting}
            aria-busy={isDeleting}
            actsOnce
            onClick={deleteAccount}
          >
            Permanently delete account
          </Button>
          <Button variant="secondary" disabled={isDeleting} onClick={() => setIsConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </SettingsPanel>
  );
}
