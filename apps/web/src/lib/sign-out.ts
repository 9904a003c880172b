import type { QueryClient } from '@tanstack/react-query';
import { authClient } from './auth-client';

/** Browser keys that describe the signed-in user's work; none holds a secret. */
const PRESERVED_KEYS = new Set(['hasSeenIntroFlow']);
/** How long signing out waits for requests in flight, and then for the session to read gone. */
const SETTLE_TIMEOUT_MS = 3000;

interface SessionAtom {
  get(): { data?: unknown } | null;
  listen(listener: (value: { data?: unknown } | null) => void): () => void;
}

/** Resolves once the session the screens read (`useSession`) is gone, or after the timeout. */
function sessionGone(): Promise<void> {
  const session = authClient.$store.atoms.session as SessionAtom | undefined;
  if (!session) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = session.listen((value) => {
      if (!value?.data) finish();
    });
    const timer = setTimeout(finish, SETTLE_TIMEOUT_MS);
    function finish() {
      clearTimeout(timer);
      stop();
      resolve();
    }
    if (!session.get()?.data) finish();
  });
}

/**
 * Signs out and forgets what this browser kept for the user (spec §4: logout clears keys).
 * Requests still in flight are let finish first, and the caller goes on only once every screen
 * reads the session as gone: a request sent with the ended session would be refused and read as
 * an expired session, and a login screen that still saw the session would go back to the dashboard.
 */
export async function signOut(queryClient: QueryClient) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (queryClient.isFetching() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const gone = sessionGone();
  await authClient.signOut();
  await gone;
  for (const key of Object.keys(localStorage)) {
    if (!PRESERVED_KEYS.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}
