import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/session-context';

/** Spec §2: the shop sends a non-admin home until they have created a first order. Inside RequireAuth. */
export function RequireFirstOrder() {
  const { user } = useSession();
  if (user && user.role !== 'ADMIN' && !user.firstOrderCreated) return <Navigate to="/" replace />;
  return <Outlet />;
}
