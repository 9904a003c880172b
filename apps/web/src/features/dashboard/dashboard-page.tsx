import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { NO_DATA_TEXT } from '../domains/no-data-text';

/** What the dashboard knows of the user's mailboxes: still loading, none, or at least one. */
export type MailboxState = 'loading' | 'none' | 'connected';

interface DashboardPageProps {
  mailboxState: MailboxState;
  /** Which mailbox the cards and the table show, and the way to switch it. */
  shownMailbox?: ReactNode;
  /** How the connected mailboxes' scans are going; shown once a mailbox is connected. */
  scanStatus?: ReactNode;
  /** The counts and the table of the selected mailbox. */
  domains?: ReactNode;
}

/**
 * The dashboard (spec §2). Until a mailbox is connected it shows the connect prompt; then which
 * mailbox it shows, the scans' progress, the count cards and the domain table. Its loading state
 * is written into the HTML of /dashboard at build time (decision 41), so it must not depend on
 * the session.
 */
export function DashboardPage({
  mailboxState,
  shownMailbox,
  scanStatus,
  domains,
}: DashboardPageProps) {
  return (
    <Page title="Dashboard">
      {mailboxState === 'loading' && <Spinner label="Loading your dashboard" />}
      {mailboxState === 'none' && <ConnectPrompt />}
      {mailboxState === 'connected' && (
        <div className="flex flex-col gap-8">
          {shownMailbox}
          {scanStatus}
          {domains}
        </div>
      )}
    </Page>
  );
}

/** The empty state: no mailbox is connected yet. */
function ConnectPrompt() {
  return (
    <section
      aria-labelledby="connect-heading"
      className="rounded-2xl border border-dashed border-brand-300 bg-brand-50 p-8 text-center"
    >
      <h2 id="connect-heading" className="text-xl font-bold text-ink">
        No mailbox connected yet
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{NO_DATA_TEXT}</p>
      <Link
        to="/account"
        className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Connect an email provider
      </Link>
    </section>
  );
}
