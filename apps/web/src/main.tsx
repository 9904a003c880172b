import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { App, createAppRouter } from './app/app';
import { whenSessionKnown } from './lib/auth-client';

// The server's CSP allows no eval, so zod's compiled parsers can never run here; jitless also
// spares the probe for them, a `new Function` that the browser reports as a CSP violation.
configureZod({ jitless: true });

// The landing page comes pre-rendered (landing.html): its markup is hydrated, not drawn again,
// so its first render must be the one made without a session. Every other page comes with the
// layout's frame (index.html, or dashboard.html with the dashboard's heading), which the first
// render replaces: that render waits for the session, asked for by the entry, so that it draws
// the page and not a spinner in its place (decision 41).
const SESSION_WAIT_MS = 3000;
const container = document.getElementById('root')!;
const isPrerendered = container.dataset.prerendered === 'page';
const [router] = await Promise.all([
  createAppRouter(),
  isPrerendered ? undefined : whenSessionKnown(SESSION_WAIT_MS),
]);
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
if (isPrerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
