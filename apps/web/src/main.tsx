import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { App, createAppRouter } from './app/app';
import './styles.css';

// The server's CSP allows no eval, so zod's compiled parsers can never run here; jitless also
// spares the probe for them, a `new Function` that the browser reports as a CSP violation.
configureZod({ jitless: true });

// The landing page comes pre-rendered (landing.html): its markup is hydrated, not drawn again.
// Every other page comes with the layout's frame (index.html), which the first render replaces.
const container = document.getElementById('root')!;
const isPrerendered = container.dataset.prerendered === 'page';
const app = (
  <StrictMode>
    <App router={await createAppRouter()} />
  </StrictMode>
);
if (isPrerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
