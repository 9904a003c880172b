import type { Connection } from '@reclaim/contract';
import { useId } from 'react';
import { FIELD_CLASS } from '../domains/domain-search-field';

/** The mailbox choice the page follows; the app passes the selected-mailbox state in. */
export interface MailboxChoice {
  emailId: string | null;
  connection: Pick<Connection, 'scanPercentage' | 'status'> | undefined;
  connections: readonly Pick<Connection, 'emailId'>[];
  isPending: boolean;
  /** Selects another mailbox for every view (spec §3 `selected_account`). */
  select: (emailId: string) => void;
}

/** The e-mail selector, shown only with more than one connected mailbox (spec §2). */
export function MailboxSelect({ mailbox }: { mailbox: MailboxChoice }) {
  if (mailbox.connections.length < 2 || !mailbox.emailId) return null;
  return (
    <EmailAccountSelect
      value={mailbox.emailId}
      options={mailbox.connections.map(({ emailId }) => ({ emailId, label: emailId }))}
      onSelect={mailbox.select}
    />
  );
}

/** 'Email account': a choice among the person's mailboxes, each under its own label. */
export function EmailAccountSelect({
  value,
  options,
  onSelect,
}: {
  value: string;
  options: readonly { emailId: string; label: string }[];
  onSelect: (emailId: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 md:w-80">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Email account
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onSelect(event.target.value)}
        className={FIELD_CLASS}
      >
        {options.map((option) => (
          <option key={option.emailId} value={option.emailId}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Which mailbox a page's counts and lists are of: the e-mail selector with more than one
 * connected mailbox, otherwise the one address as a quiet label, so the person always sees where
 * the numbers come from (decision 60).
 */
export function ShownMailbox({ mailbox }: { mailbox: MailboxChoice }) {
  if (!mailbox.emailId) return null;
  if (mailbox.connections.length > 1) return <MailboxSelect mailbox={mailbox} />;
  return (
    <p className="text-sm text-slate-600">
      Email account: <span className="font-semibold break-all text-ink">{mailbox.emailId}</span>
    </p>
  );
}
