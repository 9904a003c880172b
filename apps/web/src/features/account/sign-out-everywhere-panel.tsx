import { TOAST_SUCCESS_MS } from '@reclaim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { signOut } from '../../lib/sign-out';
import {
  endEverySession,
  SIGN_OUT_EVERYWHERE_FAILED,
  SIGNED_OUT_EVERYWHERE_MESSAGE,
} from './account-identity';
import { SettingsPanel } from './settings-panel';

/**
 * 'Signed-in Devices' in the Security tab: ends every session of the account, on every device
 * (a lost phone, a shared computer), then signs this browser out and opens the login.
 */
export function SignOutEverywherePanel() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isEnding, setIsEnding] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const endEverywhere = async () => {
    setIsEnding(true);
    setHasFailed(false);
    if (!(await endEverySession())) {
      setIsEnding(false);
      setIsConfirming(false);
      setHasFailed(true);
      return;
    }
    // A toast outlives this page, which closes as soon as the session reads gone.
    toast.success(SIGNED_OUT_EVERYWHERE_MESSAGE, { autoClose: TOAST_SUCCESS_MS });
    await signOut(queryClient);
    void navigate('/login', { replace: true });
  };

  return (
    <SettingsPanel title="Signed-in Devices">
      <div className="flex max-w-2xl flex-col gap-4">
        {hasFailed && <Alert tone="error">{SIGN_OUT_EVERYWHERE_FAILED}</Alert>}
        <p className="text-sm text-slate-700">
          Signed in on a computer you no longer use, or lost a phone? Sign out everywhere ends every
          session of your account, on every device and in this browser too.
        </p>
        <Button
          variant="secondary"
          className="w-full sm:w-auto sm:self-start"
          onClick={() => setIsConfirming(true)}
        >
          Sign Out Everywhere
        </Button>
      </div>
      <Dialog
        isOpen={isConfirming}
        onOpenChange={(isOpen) => !isEnding && setIsConfirming(isOpen)}
        title="Sign out everywhere?"
        description="Every device signed in to your account, this one included, will need to log in again."
        size="sm"
      >
        <div className="flex flex-col gap-3">
          <Button disabled={isEnding} aria-busy={isEnding} onClick={() => void endEverywhere()}>
            {isEnding ? 'Please wait..' : 'Sign out everywhere'}
          </Button>
          <Button variant="secondary" disabled={isEnding} onClick={() => setIsConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </SettingsPanel>
  );
}
