import { authClient } from './auth-client';

/** Browser keys that describe the signed-in user's work; none holds a secret. */
const PRESERVED_KEYS = new Set(['hasSeenIntroFlow']);

/** Signs out and forgets what this browser kept for the user (spec §4: logout clears keys). */
export async function signOut() {
  await authClient.signOut();
  for (const key of Object.keys(localStorage)) {
    if (!PRESERVED_KEYS.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}
