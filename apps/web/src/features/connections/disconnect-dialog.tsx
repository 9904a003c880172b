import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

interface DisconnectDialogProps {
  /** The mailbox to disconnect; null keeps the dialog closed. */
  emailId: string | null;
  isDisconnecting: boolean;
  onConfirm: (emailId: string) => void;
  onCancel: () => void;
}

/** 'Confirm Disconnect?' with Yes and No (spec §2). */
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
