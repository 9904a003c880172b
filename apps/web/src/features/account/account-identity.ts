import { toIdentityError } from '@reclaim/contract';
import { authClient } from '../../lib/auth-client';

export const NAME_SAVED_MESSAGE = 'Name saved successfully.';
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You are signed out on every device.';
export const SIGN_OUT_EVERYWHERE_FAILED = 'We could not sign you out everywhere. Please try again.';

/**
 * Saves the name that signs the person's data subject requests. Resolves to the message to show
 * when it was not saved, or null. Every screen that shows the session reads the new name.
 */
export async function saveName(name: string): Promise<string | null> {
  const { error } = await authClient.updateUser({ name });
  return error ? toIdentityError(error).message : null;
}

/**
 * Ends every session of the signed-in person: on every device, in every server process, this
 * browser's included. Resolves to whether it did.
 */
export async function endEverySession(): Promise<boolean> {
  const { error } = await authClient.revokeSessions();
  return !error;
}
