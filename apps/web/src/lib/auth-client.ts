import { emailOTPClient, genericOAuthClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { fetchTakingEarlySession } from './early-session';
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
    customFetchImpl: fetchTakingEarlySession,
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
 * account" spinner between the HTML's frame and the page (decision 41). Its listener stays for
 * the page's life, as the header's does: let go before the first render had its own, the store
 * would empty a second later and the client would ask for the session again.
 */
export function whenSessionKnown(waitMs: number): Promise<void> {
  const session = authClient.$store.atoms.session;
  if (!session) return Promise.resolve();
  return new Promise((resolve) => {
    setTimeout(resolve, waitMs);
    session.subscribe((value: { isPending: boolean }) => {
      if (!value.isPending) resolve();
    });
  });
}
