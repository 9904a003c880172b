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
