import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

interface DisconnectDialogProps {
  /** The mailbox to disconnect; null keeps the dialog closed. */
  emailId: string | null;
  isDisconnecting: boolean;
  onConfirm: (emailId: string) => void;
  onCancel: () => void;
}

/** What disconnecting removes, and what stays (decision 59). */
export const DISCONNECT_CONSEQUENCES =
  'Reclaim will forget the companies it found in this mailbox. The data subject requests you sent from it stay in My Data Subject Requests until you delete them.';

/** 'Confirm Disconnect?' with Yes and No (spec §2), and what disconnecting removes. */
export function DisconnectDialog({
  emailId,
  isDisconnecting,
  onConfirm,
  onCancel,
}: DisconnectDialogProps) {
  return (
    <Dialog
      isOpen={emailId !== null}
      onOpenChange={(isOpen) => !isOpen && !isDisconnecting && onCancel()}
      title="Confirm Disconnect?"
      description="Do you want to disconnect this email account?"
      size="sm"
    >
      <p className="break-all text-sm font-semibold text-ink">{emailId}</p>
      <p className="mt-3 text-sm text-slate-700">{DISCONNECT_CONSEQUENCES}</p>
      <div className="mt-5 flex gap-3">
        <Button
          variant="danger"
          className="flex-1"
          disabled={isDisconnecting}
          aria-busy={isDisconnecting}
          actsOnce
          onClick={() => emailId && onConfirm(emailId)}
        >
          Yes
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          disabled={isDisconnecting}
          onClick={onCancel}
        >
          No
        </Button>
      </div>
    </Dialog>
  );
}
