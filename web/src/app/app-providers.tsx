import {
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Provider } from 'urql';
import { ProgressBar } from '../components/ui/progress-bar';
import { createInFlightTracker } from '../lib/in-flight';
import { tokenStore } from '../lib/token-store';
import { ClientFactoryContext } from './client-factory';
import { SessionProvider } from './session/session-provider';

const hasToken = () => tokenStore.get() !== null;

/**
 * GraphQL client, session and the global progress bar, around a page. The app's root route and the prerendered
 * pages' lighter root (entry-public) both render it, so both trees produce the same markup.
 */
export function AppProviders({
  navigating = false,
  children,
}: {
  navigating?: boolean;
  children: ReactNode;
}) {
  const createClient = useContext(ClientFactoryContext);
  // Prerendered pages hydrate as a visitor (the build's view), then switch to the stored session.
  const loggedIn = useSyncExternalStore(tokenStore.subscribe, hasToken, () => false);
  const [tracker] = useState(createInFlightTracker);
  const requests = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);

  // The client outlives renders, so it reads the latest location through a ref.
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const onAuthError = useCallback(
    (reason?: 'two-factor') => {
      const { pathname, search } = here.current;
      if (reason === 'two-factor') {
        if (pathname !== '/admin/two-factor') {
          navigate('/admin/two-factor', { replace: true, state: { from: `${pathname}${search}` } });
        }
        return;
      }
      if (pathname === '/login') return;
      navigate('/login', { replace: true, state: { from: `${pathname}${search}` } });
    },
    [navigate],
  );

  // A new client for every change of login state: the old user's cache goes with the old client.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loggedIn is the reason to rebuild, not an input.
  const client = useMemo(
    () => createClient({ tokenStore, tracker, onAuthError }),
    [createClient, tracker, onAuthError, loggedIn],
  );

  return (
    <Provider value={client}>
      <SessionProvider loggedIn={loggedIn}>
        <ProgressBar active={requests > 0 || navigating} />
        {children}
      </SessionProvider>
    </Provider>
  );
}
