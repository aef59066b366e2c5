import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import type { ClientFactory } from './client-factory';
import { ClientFactoryContext } from './client-factory';

/** The router, and the factory of the GraphQL client (tests pass their own). */
export function App({ router, clientFactory }: { router: DataRouter; clientFactory: ClientFactory }) {
  return (
    <ClientFactoryContext.Provider value={clientFactory}>
      <RouterProvider router={router} />
    </ClientFactoryContext.Provider>
  );
}
