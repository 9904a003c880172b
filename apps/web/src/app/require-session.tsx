import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/auth-client';
import { forgetReturnTo, rememberReturnTo } from '../lib/return-to';

/** Protected routes: without a session, remember the path and go to /login (spec §2). */
export function RequireSession() {
  const { data, isPending } = useSession();
  const location = useLocation();
  const isSignedIn = Boolean(data);
  useEffect(() => {
    if (isSignedIn) forgetReturnTo();
  }, [isSignedIn]);
  if (isPending) return <Spinner label="Loading your account" />;
  if (!data) {
    rememberReturnTo(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
