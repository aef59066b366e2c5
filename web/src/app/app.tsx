import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import type { ClientFactory } from './client-factory';
import { ClientFactoryContext } from './client-factory';

/** The router and, for a prerendered page, a client factory that answers the page's prerendered queries. */
export function App({ router, clientFactory }: { router: DataRouter; clientFactory: ClientFactory }) {
  return (
    <ClientFactoryContext.Provider value={clientFactory}>
      <RouterProvider router={router} />
    </ClientFactoryContext.Provider>
  );
}
