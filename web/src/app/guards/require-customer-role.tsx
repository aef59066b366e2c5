import { Navigate, Outlet, useLocation } from 'react-router';
import { mayOpenCustomerPath } from '../role-screens';
import { useSession } from '../session/session-context';

/** The customer area's pages for customers and admins; a vendor or courier goes home (their own screen). Inside RequireAuth. */
export function RequireCustomerRole() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user && !mayOpenCustomerPath(user, pathname)) return <Navigate to="/" replace />;
  return <Outlet />;
}
