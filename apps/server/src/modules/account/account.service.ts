import type { Database } from '@reclaim/db';
import { AppError } from '../../lib/app-error';
import { deleteUserById } from './account.repository';

/**
 * Removes every row of the user (spec §2 delete panel: name, e-mail, connections, companies). Rows
 * of later features reference the user with ON DELETE CASCADE, so one delete removes them all.
 */
export async function deleteAccount(db: Database, userId: string) {
  if (!(await deleteUserById(db, userId))) {
    throw new AppError('not_found', 'User does not exists');
  }
}
