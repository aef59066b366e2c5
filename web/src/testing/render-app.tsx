import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type ClientFactory, ClientFactoryContext } from '../app/client-factory';
import { routes } from '../app/router/routes';
import type { CurrentUser } from '../app/session/session-context';
import { authErrorExchange } from '../lib/auth-error-exchange';
import { AUTH_TOKEN_KEY } from '../lib/token-store';
import { createStubClient, type StubCall, type StubHandler } from './stub-client';

interface RenderAppOptions {
  /** The logged-in user; `undefined` renders a visitor, 'pending' a user who never finishes loading. */
  user?: CurrentUser | 'pending';
  handlers?: Record<string, StubHandler>;
}

/** Mounts the whole route table at `path`, as the browser would, against a stub GraphQL server. */
export function renderApp(path: string, { user, handlers = {} }: RenderAppOptions = {}) {
  if (user) window.localStorage.setItem(AUTH_TOKEN_KEY, 'test-token');
  const calls: StubCall[] = [];
  let currentUser = user === 'pending' ? undefined : user;
  const answerMe: StubHandler = () => (user === 'pending' ? null : { data: { me: currentUser ?? null } });
  const allHandlers: Record<string, StubHandler> = { Me: answerMe, ...handlers };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The app's own login-error handling runs in front of the stub server, as it does in front of fetch.
  const factory: ClientFactory = ({ tokenStore, onAuthError }) =>
    createStubClient(allHandlers, calls, [authErrorExchange(tokenStore, onAuthError)]);
  const view = render(
    <ClientFactoryContext.Provider value={factory}>
      <RouterProvider router={router} />
    </ClientFactoryContext.Provider>,
  );
  return {
    ...view,
    router,
    calls,
    /** What Me answers from now on (e.g. after a login in the test). */
    setUser: (next: CurrentUser | undefined) => {
      currentUser = next;
    },
  };
}
