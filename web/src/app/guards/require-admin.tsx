import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/session-context';

/** Spec §6: non-admins are sent home from the admin area. Sits inside RequireAuth. */
export function RequireAdmin() {
  const { user } = useSession();
  return user?.role === 'ADMIN' ? <Outlet /> : <Navigate to="/" replace />;
}
