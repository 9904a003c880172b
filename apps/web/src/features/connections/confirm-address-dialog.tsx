import { Dialog } from '../../components/ui/dialog';
import { useSession } from '../../lib/auth-client';
import { ADDRESS_PROOF_TEXT } from './address-proof';
import { ConfirmAddressForm } from './confirm-address-form';

interface ConfirmAddressDialogProps {
  /** The mailbox whose address is to be proven; null keeps the dialog closed. */
  emailId: string | null;
  onClose: () => void;
  onConfirmed: () => void;
}

/**
 * 'Confirm your address' over Account Settings or a request's preview: a code is mailed to the
 * address as it opens, and the mailbox may send once it is typed.
 */
export function ConfirmAddressDialog({ emailId, onClose, onConfirmed }: ConfirmAddressDialogProps) {
  const { data: session } = useSession();
  return (
    <Dialog
      isOpen={emailId !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={ADDRESS_PROOF_TEXT.title}
      description={ADDRESS_PROOF_TEXT.description}
    >
      {emailId && session && (
        <ConfirmAddressForm
          key={emailId}
          userName={session.user.email}
          emailId={emailId}
          onConfirmed={onConfirmed}
          onLater={onClose}
        />
      )}
    </Dialog>
  );
}
