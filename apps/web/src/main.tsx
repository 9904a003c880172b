import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { App } from './app/app';
import './styles.css';

// The server's CSP allows no eval, so zod's compiled parsers can never run here; jitless also
// spares the probe for them, a `new Function` that the browser reports as a CSP violation.
configureZod({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
