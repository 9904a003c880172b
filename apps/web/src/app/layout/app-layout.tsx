import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST_ERROR_MS } from '@reclaim/contract/constants';
import { Spinner } from '../../components/ui/spinner';
import { Header } from './header';
import { SessionExpiredDialog } from './session-expired-dialog';
import 'react-toastify/ReactToastify.css';
import './toasts.css';

export function AppLayout() {
  return (
    <LayoutFrame
      outside={
        <>
          <SessionExpiredDialog />
          <ToastContainer position="top-right" autoClose={TOAST_ERROR_MS} newestOnTop />
          <ScrollRestoration />
        </>
      }
    >
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </LayoutFrame>
  );
}

/**
 * What the first load shows while the first screen's code arrives (every page is a lazy route):
 * the same header and a spinner, so the page does not flash blank or shift once it is ready.
 */
export function AppLayoutFallback({ children = <Spinner /> }: { children?: ReactNode }) {
  return <LayoutFrame>{children}</LayoutFrame>;
}

/** The skip link, the header and the main landmark; `outside` goes after the main content. */
function LayoutFrame({ children, outside }: { children: ReactNode; outside?: ReactNode }) {
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
        {children}
      </main>
      {outside}
    </div>
  );
}
