import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import { SessionGate } from './session-gate';

/** The state /login reads to send the person back where they were going. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Login-required routes: a visitor goes to /login, which returns them here (path + search) after.
 * Someone who just logged out goes home instead (spec §4: logout goes to /).
 */
export function RequireAuth() {
  const { user, signedOut } = useSession();
  const location = useLocation();
  return (
    <SessionGate>
      {user ? (
        <Outlet />
      ) : signedOut ? (
        <Navigate to="/" replace />
      ) : (
        <Navigate
          to="/login"
          replace
          state={{ from: `${location.pathname}${location.search}` } satisfies LoginRedirectState}
        />
      )}
    </SessionGate>
  );
}
