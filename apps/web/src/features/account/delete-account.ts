import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_ACCOUNT_PATH,
  deleteAccountResponseSchema,
} from '@reclaim/contract';
import { callApi } from '../../lib/call-api';

/**
 * Deletes the signed-in user's account (spec §7 `_deleteAccount`) and resolves to the message to
 * show. Any failure rejects; the caller shows the one failure message of spec §8.
 */
export async function deleteAccount(userName: string): Promise<string> {
  return readDeletedMessage(await callApi<unknown>(DELETE_ACCOUNT_PATH, userName));
}

/** The success text of a 200 answer; the account is gone even if the body is not as expected. */
export function readDeletedMessage(body: unknown): string {
  const parsed = deleteAccountResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.message : ACCOUNT_DELETED_MESSAGE;
}
