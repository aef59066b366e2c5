import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router/routes';
import { createUrqlClient } from './lib/urql-client';
import './styles/tokens.css';
import './styles/base.css';

// The app's shell: customer, vendor and admin pages (and any page reached from them) render in the browser.
// The prerendered public pages hydrate with entry-public.tsx instead.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must have a #root element');
createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(routes)} clientFactory={createUrqlClient} />
  </StrictMode>,
);
