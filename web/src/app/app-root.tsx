import { useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { Provider } from 'urql';
import { ProgressBar } from '../components/ui/progress-bar';
import { createInFlightTracker } from '../lib/in-flight';
import { tokenStore } from '../lib/token-store';
import { ClientFactoryContext } from './client-factory';
import { SessionProvider } from './session/session-provider';

const hasToken = () => tokenStore.get() !== null;

/** The root route: GraphQL client, session, global progress bar. Layouts sit below it. */
export function AppRoot() {
  const createClient = useContext(ClientFactoryContext);
  // Prerendered pages hydrate as a visitor (the build's view), then switch to the stored session.
  const loggedIn = useSyncExternalStore(tokenStore.subscribe, hasToken, () => false);
  const [tracker] = useState(createInFlightTracker);
  const requests = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
  const navigation = useNavigation();

  // The client outlives renders, so it reads the latest location through a ref.
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const onAuthError = useCallback(() => {
    const { pathname, search } = here.current;
    if (pathname === '/login') return;
    navigate('/login', { replace: true, state: { from: `${pathname}${search}` } });
  }, [navigate]);

  // A new client for every change of login state: the old user's cache goes with the old client.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loggedIn is the reason to rebuild, not an input.
  const client = useMemo(
    () => createClient({ tokenStore, tracker, onAuthError }),
    [createClient, tracker, onAuthError, loggedIn],
  );

  return (
    <Provider value={client}>
      <SessionProvider loggedIn={loggedIn}>
        <ProgressBar active={requests > 0 || navigation.state !== 'idle'} />
        <Outlet />
        <ScrollRestoration />
      </SessionProvider>
    </Provider>
  );
}
