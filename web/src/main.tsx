import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import type { ClientFactory } from './app/client-factory';
import { preloadLazyMatches } from './app/router/preload';
import { routes } from './app/router/routes';
import { readPrerenderData } from './lib/prerender-data';
import { createUrqlClient } from './lib/urql-client';
import './styles/tokens.css';
import './styles/base.css';

async function start(container: HTMLElement) {
  // Public pages arrive prerendered (scripts/prerender.ts); customer and admin pages get the empty shell.
  const prerendered = container.firstElementChild !== null;
  if (!prerendered) {
    createRoot(container).render(
      <StrictMode>
        <App router={createBrowserRouter(routes)} clientFactory={createUrqlClient} />
      </StrictMode>,
    );
    return;
  }
  const seed = readPrerenderData();
  let seedOnce: typeof seed | undefined = seed;
  const clientFactory: ClientFactory = (options) => {
    const client = createUrqlClient({ ...options, seed: seedOnce });
    seedOnce = undefined;
    return client;
  };
  await preloadLazyMatches(routes, window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (the page is already visible and readable; this keeps it responsive meanwhile).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={createBrowserRouter(routes)} clientFactory={clientFactory} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have a #root element');
void start(container);
