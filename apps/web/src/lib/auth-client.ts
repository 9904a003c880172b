import { emailOTPClient, genericOAuthClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { notifySessionExpired } from './session-events';

/** Paths where a 401 means "wrong credentials", not "your session ended". */
const CREDENTIAL_PATHS = [
  '/sign-in/',
  '/sign-up/',
  '/email-otp/',
  '/forget-password/',
  '/change-password',
];

/** The identity service's client; the session lives in an httpOnly cookie, never in storage. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [emailOTPClient(), genericOAuthClient()],
  fetchOptions: {
    onError({ response, request }) {
      const path = new URL(request.url, window.location.origin).pathname;
      if (response.status === 401 && !CREDENTIAL_PATHS.some((p) => path.includes(p))) {
        notifySessionExpired();
      }
    },
  },
});

export const { useSession } = authClient;

/**
 * Resolves once the session is known (signed in, signed out, or its call failed), or after
 * `waitMs` at most, so that a first render draws the page itself instead of a "Loading your
 * account" spinner between the HTML's frame and the page (decision 41). The listener keeps the
 * store mounted until the first render's own listeners have taken over, so it is asked for once.
 */
export function whenSessionKnown(waitMs: number): Promise<void> {
  const session = authClient.$store.atoms.session;
  if (!session) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(finish, waitMs);
    const stop = session.subscribe((value: { isPending: boolean }) => {
      if (!value.isPending) finish();
    });
    function finish() {
      clearTimeout(timer);
      resolve();
      setTimeout(stop);
    }
  });
}
