import type { MailboxProviderId } from '@reclaim/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useSession } from '../../lib/auth-client';
import { TIMED_OUT_TEXT } from './callback-outcome';
import { CallbackScreen, WaitMessage } from './callback-screen';
import { finishSendPermission, readReasonCode } from './connections-api';
import { clearSendPermissionMarker, reportSendPermissionFailure } from './send-permission-signals';
import { useCallbackDeadline } from './use-callback-deadline';

/** Shown only where the window cannot close itself (a callback opened outside the popup). */
export const SENDING_ALLOWED_TEXT = 'Sending is allowed. You can close this window.';

/** The popup's failure, in the form of spec §7: '{reasonCode}, Please try again.' */
export function sendPermissionFailureMessage(reason: unknown): string {
  return `${readReasonCode(reason) ?? 'SendNotGranted'}, Please try again.`;
}

interface SendPermissionCallbackProps {
  providerId: MailboxProviderId | undefined;
  isConfigPending: boolean;
}

type Result = { isGranted: true } | { isGranted: false; message: string };

/**
 * The callback screen in the popup that asked for permission to send (spec §4): finishes the
 * consent with `_pfmDataRequest` type 'dsr', or sets `oauthFail` when the provider or the server
 * refused it, then closes the popup. The page that opened it learns the outcome by polling.
 */
export function SendPermissionCallback({
  providerId,
  isConfigPending,
}: SendPermissionCallbackProps) {
  const [searchParams] = useSearchParams();
  const { data: session, isPending } = useSession();
  const [result, setResult] = useState<Result | null>(null);
  const hasStarted = useRef(false);
  const hasEnded = useRef(false);
  const hasTimedOut = useCallbackDeadline();
  const error = searchParams.get('error');
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const userName = session?.user.email ?? '';

  useEffect(() => {
    // The asking page reads this as the popup being back: from now on it waits for the outcome.
    clearSendPermissionMarker();
    const fail = (message: string) => {
      hasEnded.current = true;
      reportSendPermissionFailure();
      setResult({ isGranted: false, message });
      window.close();
    };
    // A code and its state can be used once only: never send them twice.
    if (hasStarted.current) {
      // No answer in time: report it rather than leave the asking page waiting (decision 0028).
      if (hasTimedOut && !hasEnded.current) fail(TIMED_OUT_TEXT);
      return;
    }
    if (error) {
      hasStarted.current = true;
      fail(`${error}, Please try again.`);
      return;
    }
    if ((isPending || isConfigPending) && !hasTimedOut) return;
    hasStarted.current = true;
    if (!code || !state || !providerId || !userName) {
      fail(sendPermissionFailureMessage(null));
      return;
    }
    finishSendPermission(userName, { provider: providerId, oauthCode: code, state }).then(
      () => {
        if (hasEnded.current) return;
        hasEnded.current = true;
        setResult({ isGranted: true });
        window.close();
      },
      (reason: unknown) => {
        if (!hasEnded.current) fail(sendPermissionFailureMessage(reason));
      },
    );
  }, [code, error, hasTimedOut, isConfigPending, isPending, providerId, state, userName]);

  return (
    <CallbackScreen>
      {!result ? (
        <WaitMessage />
      ) : result.isGranted ? (
        <p role="status" className="text-lg font-medium text-slate-700">
          {SENDING_ALLOWED_TEXT}
        </p>
      ) : (
        <Alert tone="error">{result.message}</Alert>
      )}
    </CallbackScreen>
  );
}
