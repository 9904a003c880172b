import { useId } from 'react';
import { FIELD_CLASS } from '../domains/domain-search-field';
import type { RequestsMailboxChoice } from './requests-mailbox';

/**
 * The e-mail selector of the requests page (spec §2), shown with more than one mailbox to choose
 * from; a disconnected mailbox kept for its requests says so.
 */
export function RequestsMailboxSelect({ mailbox }: { mailbox: RequestsMailboxChoice }) {
  const id = useId();
  if (mailbox.options.length < 2 || !mailbox.selected) return null;
  return (
    <div className="flex flex-col gap-1 md:w-80">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Email account
      </label>
      <select
        id={id}
        value={mailbox.selected.emailId}
        onChange={(event) => mailbox.select(event.target.value)}
        className={FIELD_CLASS}
      >
        {mailbox.options.map((option) => (
          <option key={option.emailId} value={option.emailId}>
            {option.disconnected ? `${option.emailId} (disconnected)` : option.emailId}
          </option>
        ))}
      </select>
    </div>
  );
}
