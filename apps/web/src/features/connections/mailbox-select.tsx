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
  const id = useId();
  if (mailbox.connections.length < 2 || !mailbox.emailId) return null;
  return (
    <div className="flex flex-col gap-1 md:w-80">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Email account
      </label>
      <select
        id={id}
        value={mailbox.emailId}
        onChange={(event) => mailbox.select(event.target.value)}
        className={FIELD_CLASS}
      >
        {mailbox.connections.map((connection) => (
          <option key={connection.emailId} value={connection.emailId}>
            {connection.emailId}
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
