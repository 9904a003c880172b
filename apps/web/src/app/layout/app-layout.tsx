import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST_ERROR_MS } from '@reclaim/contract/constants';
import { Spinner } from '../../components/ui/spinner';
import { Header } from './header';
import { SessionExpiredDialog } from './session-expired-dialog';
import 'react-toastify/ReactToastify.css';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SessionExpiredDialog />
      <ToastContainer position="top-right" autoClose={TOAST_ERROR_MS} newestOnTop />
      <ScrollRestoration />
    </div>
  );
}
