// The prerendered public pages' client, loaded by entry-public.tsx: hydrates the page with the public routes only,
// under a router whose every page change loads a new document. See docs/decisions/042.
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type RouteObject, useRoutes } from 'react-router';
import { AppProviders } from './app/app-providers';
import { type ClientFactory, ClientFactoryContext } from './app/client-factory';
import { DocumentRouter } from './app/router/document-router';
import { preloadLazyMatches } from './app/router/preload';
import { siteRoute } from './app/router/public-routes';
import { dropPrerenderedHead } from './app/seo/prerendered-head';
import { readPrerenderData } from './lib/prerender-data';
import { createUrqlClient } from './lib/urql-client';

/** The same tree as the app's route table below its root, for the public paths. */
const routes: RouteObject[] = [siteRoute()];

function PublicPage() {
  // Runs after hydration, when React's own head tags are in place.
  useEffect(() => dropPrerenderedHead(), []);
  return <AppProviders>{useRoutes(routes)}</AppProviders>;
}

/** Hydrates the prerendered page in `container`, with the query results it was built with. */
export async function hydratePublicPage(container: HTMLElement): Promise<void> {
  let seed: ReturnType<typeof readPrerenderData> | undefined = readPrerenderData();
  const clientFactory: ClientFactory = (options) => {
    const client = createUrqlClient({ ...options, seed });
    seed = undefined;
    return client;
  };
  await preloadLazyMatches(routes, window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (the page is already visible and readable; this keeps it responsive meanwhile).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ClientFactoryContext.Provider value={clientFactory}>
          <DocumentRouter>
            <PublicPage />
          </DocumentRouter>
        </ClientFactoryContext.Provider>
      </StrictMode>,
    );
  });
}
