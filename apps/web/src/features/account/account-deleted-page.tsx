import { ACCOUNT_DELETED_MESSAGE } from '@reclaim/contract';
import { Page } from '../../components/ui/page';
import { AccountDeleted } from './account-deleted';

/**
 * The goodbye screen, on a public route: the session is gone once the account is, so a protected
 * page would send the person to /login as soon as the session is checked again.
 */
export function AccountDeletedPage() {
  return (
    <Page title="Account Settings">
      <AccountDeleted message={ACCOUNT_DELETED_MESSAGE} />
    </Page>
  );
}
