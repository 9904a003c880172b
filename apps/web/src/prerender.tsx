import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { config as configureZod } from 'zod/v4/core';
import { AppLayoutFallback } from './app/layout/app-layout';
import { routes } from './app/routes';
import { DashboardPage } from './features/dashboard/dashboard-page';

configureZod({ jitless: true });

/**
 * The markup of a public page as a visitor's first render draws it, written into its HTML at
 * build time (the web build's prerender step), so the page shows before its JavaScript runs;
 * main.tsx then hydrates it. Only pages that look the same to everyone qualify: the landing page.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/**
 * What every other page shows until its JavaScript has run: the header (its session still
 * loading) and a spinner, the same frame the router draws while the first screen's code arrives.
 * Written into index.html, so a first visit to any page paints at once instead of a blank page.
 */
export function renderShell(): string {
  return renderFrame(<AppLayoutFallback />);
}

/**
 * The dashboard's frame: the header, the page's heading and its loading state, as the first
 * render after sign-in draws them, so the heading paints with the HTML (decision 41).
 */
export function renderDashboardFrame(): string {
  return renderFrame(
    <AppLayoutFallback>
      <DashboardPage mailboxState="loading" />
    </AppLayoutFallback>,
  );
}

function renderFrame(frame: ReactNode): string {
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/">{frame}</StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
