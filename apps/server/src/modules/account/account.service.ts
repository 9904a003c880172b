import type { Database } from '@reclaim/db';
import { AppError } from '../../lib/app-error';
import type { ProviderRegistry } from '../../mailbox-providers/registry';
import { revokeAllGrants } from '../connections/connections.service';
import { deleteUserAndTraces } from './account.repository';

export interface AccountDependencies {
  db: Database;
  secretKey: Buffer;
  providers: ProviderRegistry;
}

/**
 * Gives up the user's mailbox grants at the providers, then removes every row of the user (spec
 * §2 delete panel: name, e-mail, connections, companies) and every row that names them. Rows of
 * later features reference the user with ON DELETE CASCADE, so one delete removes them all.
 */
export async function deleteAccount(deps: AccountDependencies, userId: string) {
  await revokeAllGrants(deps, userId);
  if (!(await deleteUserAndTraces(deps.db, userId))) {
    throw new AppError('not_found', 'User does not exists');
  }
}
