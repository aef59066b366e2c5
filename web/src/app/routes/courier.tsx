import { Navigate } from 'react-router';
import { CourierHomePage } from '../../features/couriers/components/courier-home';
import { useSession } from '../session/session-context';

/** /courier: a MESSENGER's home (docs/decisions/070-couriers.md); staff use /admin/messengers, others go home. */
export function CourierPage() {
  const { user } = useSession();
  if (!user) return null;
  if (user.role === 'ADMIN') return <Navigate to="/admin/messengers" replace />;
  if (user.role !== 'MESSENGER') return <Navigate to="/" replace />;
  return <CourierHomePage firstName={user.firstName} />;
}
