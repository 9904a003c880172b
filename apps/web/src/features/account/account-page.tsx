import type { ReactNode } from 'react';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/auth-client';
import { AccountTabs, type AccountTab } from './account-tabs';
import { ChangePasswordPanel } from './change-password-panel';
import { DeleteAccountPanel } from './delete-account-panel';
import { DownloadDataPanel } from './download-data-panel';
import { ResidencePanel } from '../residence/residence-panel';
import { ProfilePanel } from './profile-panel';
import { SettingsPanel } from './settings-panel';
import { SignOutEverywherePanel } from './sign-out-everywhere-panel';
import { useHasPassword } from './use-has-password';

interface AccountPageProps {
  /** The mailbox connections, shown first as 'Email Connections' when given (composed in app). */
  connectionsPanel?: ReactNode;
}

/** Account Settings (spec §2, /account). After deletion, a full load of the goodbye screen. */
export function AccountPage({ connectionsPanel }: AccountPageProps) {
  return (
    <Page title="Account Settings">
      <AccountSettings
        connectionsPanel={connectionsPanel}
        onDeleted={() => window.location.replace('/account-deleted')}
      />
    </Page>
  );
}

function AccountSettings({
  connectionsPanel,
  onDeleted,
}: AccountPageProps & { onDeleted: () => void }) {
  const { data: session } = useSession();
  const hasPassword = useHasPassword(session?.user.id ?? '');
  if (!session || hasPassword.isPending) return <Spinner label="Loading account settings" />;

  // One entry per tab, in display order.
  const tabs: AccountTab[] = [
    {
      value: 'email-connections',
      label: 'Email Connections',
      panel: <SettingsPanel title="Email Provider Connections">{connectionsPanel}</SettingsPanel>,
      isShown: connectionsPanel !== undefined,
    },
    {
      value: 'profile',
      label: 'Profile',
      panel: (
        <div className="flex flex-col gap-6">
          <ProfilePanel name={session.user.name} email={session.user.email} />
          <ResidencePanel />
        </div>
      ),
    },
    {
      value: 'security',
      label: 'Security',
      panel: (
        <div className="flex flex-col gap-6">
          {hasPassword.data === true && <ChangePasswordPanel />}
          <SignOutEverywherePanel />
        </div>
      ),
    },
    {
      value: 'your-data',
      label: 'Your Data',
      panel: <DownloadDataPanel userName={session.user.email} />,
    },
    {
      value: 'delete-account',
      label: 'Delete Account',
      panel: <DeleteAccountPanel userName={session.user.email} onDeleted={onDeleted} />,
    },
  ];
  return <AccountTabs tabs={tabs} />;
}
