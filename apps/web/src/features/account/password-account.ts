/** The identity service's provider id of an e-mail + password sign-in. */
export const CREDENTIAL_PROVIDER_ID = 'credential';

/**
 * Whether the user has a password to change: true when one of the linked sign-in methods is the
 * e-mail + password one. Google- or Microsoft-only users have none.
 */
export function hasPasswordAccount(accounts: readonly { providerId: string }[]): boolean {
  return accounts.some((account) => account.providerId === CREDENTIAL_PROVIDER_ID);
}
