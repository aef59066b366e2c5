import { useLocation, useParams } from 'react-router';
import type { OrderRouteProps } from '../../features/orders/components/order/order-page';
import { useSession } from '../session/session-context';

/** The customer pages live at /users/:userId and, for admins, at /admin/users/:userId (spec §6). */
export function useUserBase(): string {
  const { userId = '' } = useParams();
  const { pathname } = useLocation();
  return pathname.startsWith('/admin/') ? `/admin/users/${userId}` : `/users/${userId}`;
}

/**
 * Whose page this is. Customers see their own (the server answers `me` and checks ownership); staff reach any
 * user's under /admin/users/{userId} (spec §6). `params` are the route's other parameters (rollId, orderId, …).
 */
export function useUserRoute() {
  const params = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const asAdmin = pathname.startsWith('/admin/');
  return {
    userId: asAdmin ? (params.userId ?? '') : (user?.id ?? params.userId ?? ''),
    asAdmin,
    userBase: useUserBase(),
    user,
    params,
  };
}

/** An order route's props: whose order (as useUserRoute) and which. */
export function useOrderRoute(): OrderRouteProps {
  const { userId, asAdmin, userBase, params } = useUserRoute();
  return { orderId: params.orderId ?? '', userId, asAdmin, userBase };
}
