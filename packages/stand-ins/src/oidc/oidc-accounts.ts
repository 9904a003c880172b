import { createHash } from 'node:crypto';

/** A person who signed in at the stand-in, as its tokens describe them. */
export interface StandInAccount {
  accountId: string;
  email: string;
  name: string;
}

/** The people who signed in at one stand-in, remembered until it stops. */
export interface AccountStore {
  /** Records a sign-in and returns the account; the same email always gets the same id. */
  remember(email: string, name: string): StandInAccount;
  find(accountId: string): StandInAccount | undefined;
  /** Notes that `grantId` was given to a client on behalf of `accountId`. */
  rememberGrant(accountId: string, grantId: string): void;
  /** Every grant ever given on behalf of `accountId`, revoked or not. */
  grantsOf(accountId: string): string[];
}

/** Derives the stable subject identifier for an email address, ignoring its case. */
export function accountIdFor(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);
}

/** Creates an empty in-memory account store. */
export function createAccountStore(): AccountStore {
  const accounts = new Map<string, StandInAccount>();
  const grants = new Map<string, Set<string>>();

  return {
    remember(email, name) {
      const accountId = accountIdFor(email);
      const trimmedName = name.trim();
      // better-auth refuses a profile without a name, so a blank one falls back to the last known
      // name, then to the email's local part.
      const fallbackName = accounts.get(accountId)?.name ?? email.trim().split('@')[0] ?? email;
      const account = { accountId, email: email.trim(), name: trimmedName || fallbackName };
      accounts.set(accountId, account);
      return account;
    },
    find(accountId) {
      return accounts.get(accountId);
    },
    rememberGrant(accountId, grantId) {
      grants.set(accountId, (grants.get(accountId) ?? new Set<string>()).add(grantId));
    },
    grantsOf(accountId) {
      return [...(grants.get(accountId) ?? [])];
    },
  };
}
