import { EmailAccountSelect } from '../connections/mailbox-select';
import type { RequestsMailboxChoice } from './requests-mailbox';

/**
 * The e-mail selector of the requests page (spec §2), shown with more than one mailbox to choose
 * from; a disconnected mailbox kept for its requests says so.
 */
export function RequestsMailboxSelect({ mailbox }: { mailbox: RequestsMailboxChoice }) {
  if (mailbox.options.length < 2 || !mailbox.selected) return null;
  return (
    <EmailAccountSelect
      value={mailbox.selected.emailId}
      options={mailbox.options.map(({ emailId, disconnected }) => ({
        emailId,
        label: disconnected ? `${emailId} (disconnected)` : emailId,
      }))}
      onSelect={mailbox.select}
    />
  );
}
