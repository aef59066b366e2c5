import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import type { ClientFactory } from './client-factory';
import { ClientFactoryContext } from './client-factory';
import { dropPrerenderedHead } from './seo/prerendered-head';

/** The router and, for a prerendered page, a client factory that answers the page's prerendered queries. */
export function App({ router, clientFactory }: { router: DataRouter; clientFactory: ClientFactory }) {
  // Runs after the first commit (hydration, for a prerendered page), when React's own head tags are in place.
  useEffect(() => dropPrerenderedHead(), []);
  return (
    <ClientFactoryContext.Provider value={clientFactory}>
      <RouterProvider router={router} />
    </ClientFactoryContext.Provider>
  );
}
