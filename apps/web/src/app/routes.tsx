import type { RouteObject } from 'react-router';
import { AppLayout, AppLayoutFallback } from './layout/app-layout';
import { RequireSession } from './require-session';
import { NotFoundPage } from './not-found-page';

/** Loads a page module on demand, so each screen ships in its own chunk. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const landing = page(
  () => import('./landing-route'),
  (m) => m.LandingRoute,
);

const oauthCallback = page(
  () => import('../features/connections/oauth-callback-page'),
  (m) => m.OAuthCallbackPage,
);

/** Where providers send the browser back after their consent screen: one screen for all. */
const OAUTH_CALLBACK_PATHS = [
  'gmail-auth',
  'microsoft-auth',
  'oidc_callback',
  'yahoo-auth',
  'cognito_callback',
  'connected',
];

const dashboard = page(
  () => import('./dashboard-route'),
  (m) => m.DashboardRoute,
);

/** The route table of spec §2. Protected routes sit under RequireSession. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    // Shown on the first load while the lazy screen arrives; without it the router warns.
    HydrateFallback: AppLayoutFallback,
    children: [
      { index: true, lazy: landing },
      { path: 'login', lazy: landing },
      { path: 'cognito_signout', lazy: landing },
      { path: 'createAccount', lazy: landing },
      { path: 'email', lazy: landing },
      {
        path: 'confirm-signup',
        lazy: page(
          () => import('../features/auth/confirm-sign-up-page'),
          (m) => m.ConfirmSignUpPage,
        ),
      },
      {
        path: 'forgot-password',
        lazy: page(
          () => import('../features/auth/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: 'privacy-policy',
        lazy: page(
          () => import('../features/legal/privacy-policy-page'),
          (m) => m.PrivacyPolicyPage,
        ),
      },
      {
        path: 'terms-of-service',
        lazy: page(
          () => import('../features/legal/terms-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: 'bugbounty',
        lazy: page(
          () => import('../features/legal/bug-bounty-page'),
          (m) => m.BugBountyPage,
        ),
      },
      {
        path: 'getting-started',
        lazy: page(
          () => import('../features/intro/getting-started-page'),
          (m) => m.GettingStartedPage,
        ),
      },
      {
        path: 'thankyou',
        lazy: page(
          () => import('../features/referral/thank-you-page'),
          (m) => m.ThankYouPage,
        ),
      },
      {
        path: 'account-deleted',
        lazy: page(
          () => import('../features/account/account-deleted-page'),
          (m) => m.AccountDeletedPage,
        ),
      },
      {
        path: 'referAFriend',
        lazy: page(
          () => import('./refer-a-friend-route'),
          (m) => m.ReferAFriendRoute,
        ),
      },
      {
        path: 'feedback',
        lazy: page(
          () => import('../features/feedback/feedback-page'),
          (m) => m.FeedbackPage,
        ),
      },
      {
        // Public (spec §2): a signed-out visitor sees the question; Connect leads on to /dashboard,
        // which asks them to log in.
        path: 'connectEmail',
        lazy: page(
          () => import('../features/connections/connect-email-page'),
          (m) => m.ConnectEmailPage,
        ),
      },
      // Public (spec §2): the screen itself asks a signed-out visitor to log in (decision 0028).
      ...OAUTH_CALLBACK_PATHS.map((path) => ({ path, lazy: oauthCallback })),
      {
        Component: RequireSession,
        children: [
          { path: 'dashboard', lazy: dashboard },
          { path: 'newdashboard', lazy: dashboard },
          {
            path: 'account',
            lazy: page(
              () => import('./account-route'),
              (m) => m.AccountRoute,
            ),
          },
          {
            path: 'my-data',
            lazy: page(
              () => import('./my-data-route'),
              (m) => m.MyDataRoute,
            ),
          },
          {
            // Spec §2: takes an optional `?filter=completed`.
            path: 'my-deletion-requests',
            lazy: page(
              () => import('./my-requests-route'),
              (m) => m.MyRequestsRoute,
            ),
          },
          {
            path: 'alldomains',
            lazy: page(
              () => import('./all-domains-route'),
              (m) => m.AllDomainsRoute,
            ),
          },
          {
            path: 'request-deletion',
            lazy: page(
              () => import('../features/deletion-requests/request-deletion-page'),
              (m) => m.RequestDeletionPage,
            ),
          },
          {
            path: 'request-deletion-multiple',
            lazy: page(
              () => import('../features/deletion-requests/request-deletion-page'),
              (m) => m.RequestDeletionMultiplePage,
            ),
          },
          {
            path: 'userFeedback',
            lazy: page(
              () => import('../features/feedback/user-feedback-page'),
              (m) => m.UserFeedbackPage,
            ),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
