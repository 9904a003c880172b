import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/auth-client';
import { AccountTabs, type AccountTab } from './account-tabs';
import { ChangePasswordPanel } from './change-password-panel';
import { DeleteAccountPanel } from './delete-account-panel';
import { useHasPassword } from './use-has-password';

/** Account Settings (spec §2, /account). After deletion, a full load of the goodbye screen. */
export function AccountPage() {
  return (
    <Page title="Account Settings">
      <AccountSettings onDeleted={() => window.location.replace('/account-deleted')} />
    </Page>
  );
}

function AccountSettings({ onDeleted }: { onDeleted: () => void }) {
  const { data: session } = useSession();
  const hasPassword = useHasPassword(session?.user.id ?? '');
  if (!session || hasPassword.isPending) return <Spinner label="Loading account settings" />;

  // One entry per tab, in display order.
  const tabs: AccountTab[] = [
    {
      value: 'security',
      label: 'Security',
      panel: <ChangePasswordPanel />,
      isShown: hasPassword.data === true,
    },
    {
      value: 'delete-account',
      label: 'Delete Account',
      panel: <DeleteAccountPanel userName={session.user.email} onDeleted={onDeleted} />,
    },
  ];
  return <AccountTabs tabs={tabs} />;
}
