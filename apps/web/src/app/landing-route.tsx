import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { useReferralVisit } from '../features/referral/use-referral-visit';
import { useSession } from '../lib/auth-client';
import { peekReturnTo } from '../lib/return-to';

const LOGIN_PATHS = ['/login', '/cognito_signout'];
const SIGN_UP_PATHS = ['/createAccount', '/email'];

// The popups' forms (react-hook-form, zod and the contract's schemas) load when one opens: most
// visits of the landing page open neither, and a phone would spend a third of a second on them.
const LoginDialog = lazy(async () => ({
  default: (await import('../features/auth/login-dialog')).LoginDialog,
}));
const SignUpDialog = lazy(async () => ({
  default: (await import('../features/auth/sign-up-dialog')).SignUpDialog,
}));

/**
 * The landing page, with the login popup over it on /login and /cognito_signout and the sign-up
 * popup on /createAccount and /email (spec §2). Signed-in visitors go on to their dashboard. A
 * visit through a refer-a-friend link is reported once.
 */
export function LandingRoute() {
  useReferralVisit();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const isLogin = LOGIN_PATHS.includes(pathname);
  const isSignUp = SIGN_UP_PATHS.includes(pathname);
  if (session && (isLogin || isSignUp)) return <Navigate to={peekReturnTo()} replace />;
  const close = () => void navigate('/');
  return (
    <>
      <LandingPage />
      <Suspense fallback={null}>
        {isLogin && <LoginDialog isOpen onClose={close} />}
        {isSignUp && <SignUpDialog isOpen onClose={close} />}
      </Suspense>
    </>
  );
}
