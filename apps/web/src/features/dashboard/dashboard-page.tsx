import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { useSession } from '../../lib/auth-client';

export const NO_DATA_TEXT =
  "Currently the product isn't aware of any companies with your data. Connect an email provider to get started today!";

/**
 * The dashboard (spec §2). Until a mailbox is connected it shows the connect prompt; the count
 * cards and the domain table appear once a scan has found companies.
 */
export function DashboardPage() {
  const { data: session } = useSession();
  const firstName = session?.user.name.split(' ')[0];
  return (
    <Page title="Dashboard" heading={firstName ? `Welcome, ${firstName}` : 'Dashboard'}>
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
    </Page>
  );
}
