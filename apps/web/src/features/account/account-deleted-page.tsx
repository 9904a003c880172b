import { ACCOUNT_DELETED_MESSAGE } from '@reclaim/contract';
import { useDocumentTitle } from '../../components/ui/page';
import { AccountDeleted } from './account-deleted';

/** The page's own title: the settings are gone with the account. */
export const ACCOUNT_DELETED_TITLE = 'Account deleted';

/**
 * The goodbye screen, on a public route: the session is gone once the account is, so a protected
 * page would send the person to /login as soon as the session is checked again.
 */
export function AccountDeletedPage() {
  useDocumentTitle(ACCOUNT_DELETED_TITLE);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <AccountDeleted message={ACCOUNT_DELETED_MESSAGE} />
    </div>
  );
}
