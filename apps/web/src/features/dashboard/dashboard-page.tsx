import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/auth-client';

export const NO_DATA_TEXT =
  "Currently the product isn't aware of any companies with your data. Connect an email provider to get started today!";

/** What the dashboard knows of the user's mailboxes: still loading, none, or at least one. */
export type MailboxState = 'loading' | 'none' | 'connected';

interface DashboardPageProps {
  mailboxState: MailboxState;
  /** How the connected mailboxes' scans are going; shown once a mailbox is connected. */
  scanStatus?: ReactNode;
}

/**
 * The dashboard (spec §2). Until a mailbox is connected it shows the connect prompt; then the
 * scan's progress. The count cards and the domain table join once companies can be listed.
 */
export function DashboardPage({ mailboxState, scanStatus }: DashboardPageProps) {
  const { data: session } = useSession();
  const firstName = session?.user.name.split(' ')[0];
  return (
    <Page title="Dashboard" heading={firstName ? `Welcome, ${firstName}` : 'Dashboard'}>
      {mailboxState === 'loading' && <Spinner label="Loading your dashboard" />}
      {mailboxState === 'none' && <ConnectPrompt />}
      {mailboxState === 'connected' && scanStatus}
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
