import { useState } from 'react';
import { toast } from 'react-toastify';
import { TOAST_SHORT_MS } from '@reclaim/contract';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { copyToClipboard } from './copy-to-clipboard';
import { CopyIcon } from './referral-icons';

/**
 * Spec §2 'Copy Url': copies the link and confirms with a toast. When the clipboard is missing
 * or refused, the link is shown in a dialog instead, ready to be selected and copied by hand.
 */
export function CopyLinkButton({
  link,
  className = '',
  isDisabled = false,
}: {
  link: string;
  className?: string;
  isDisabled?: boolean;
}) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  async function copyLink() {
    if (await copyToClipboard(link)) {
      toast.success('Link copied to your clipboard.', { autoClose: TOAST_SHORT_MS });
    } else {
      setIsDialogOpen(true);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        className={className}
        disabled={isDisabled}
        onClick={() => void copyLink()}
      >
        <CopyIcon />
        Copy Url
      </Button>
      <Dialog
        isOpen={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        title="Your link to share"
        description="Your browser did not let us copy it. Select the link below and copy it yourself."
      >
        <TextField
          label="Link"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      </Dialog>
    </>
  );
}
