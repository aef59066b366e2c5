import { useLocation, useParams } from 'react-router';
import { OrderAdminPanel } from '../../features/admin/components/order-admin-panel';
import { NewOrderPage as NewOrder } from '../../features/orders/components/editor/new-order-page';
import { AddRushPage as AddRush } from '../../features/orders/components/forms/add-rush-page';
import { ReturnNegativesPage as ReturnNegatives } from '../../features/orders/components/forms/return-negatives-page';
import { OrdersPage as OrdersList } from '../../features/orders/components/list/orders-page';
import { EditOrderPage } from '../../features/orders/components/order/edit-order-page';
import {
  OrderPage as OrderDetails,
  type OrderRouteProps,
} from '../../features/orders/components/order/order-page';
import { OrderSummaryPage as OrderSummary } from '../../features/orders/components/order/summary-page';
import { newOrderPath } from '../header/nav-items';
import { useSession } from '../session/session-context';
import { useUserBase } from './use-user-base';

/**
 * Whose pages these are. Customers see their own (the server answers `me` and checks the order's owner);
 * admins reach any user's under /admin/users/{userId} (spec §6).
 */
function useUserRoute() {
  const { userId = '', orderId = '' } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const asAdmin = pathname.startsWith('/admin/');
  return {
    userId: asAdmin ? userId : (user?.id ?? userId),
    asAdmin,
    userBase: useUserBase(),
    orderId,
  };
}

function useOrderRoute(): OrderRouteProps {
  const { userId, asAdmin, userBase, orderId } = useUserRoute();
  return { orderId, userId, asAdmin, userBase };
}

export function OrdersPage() {
  const { userId, asAdmin, userBase } = useUserRoute();
  const { user } = useSession();
  const newOrder = asAdmin || !user ? `${userBase}/orders/new/rolls` : newOrderPath(user);
  return <OrdersList userId={userId} asAdmin={asAdmin} userBase={userBase} newOrderPath={newOrder} />;
}

export function NewOrderPage() {
  const { userId, asAdmin, userBase } = useUserRoute();
  const { refreshUser } = useSession();
  // A new location (the header's 'New Order' clicked here) starts the editor again from the cleared draft.
  const { key } = useLocation();
  return <NewOrder key={key} userId={userId} asAdmin={asAdmin} userBase={userBase} onCreated={refreshUser} />;
}

/** orders/{orderId} is a prefix (spec §2): '/edit' after it opens the editor; anything else is the order. */
export function OrderPage() {
  const route = useOrderRoute();
  const { user } = useSession();
  const { '*': rest = '' } = useParams();
  if (rest === 'edit') return <EditOrderPage {...route} />;
  // Staff see the lab's desk for this order beside its header; customers never load it.
  const adminPanel =
    user?.role === 'ADMIN' ? <OrderAdminPanel orderId={route.orderId} userId={route.userId} /> : undefined;
  return <OrderDetails {...route} adminPanel={adminPanel} />;
}

export const OrderSummaryPage = () => <OrderSummary {...useOrderRoute()} />;

export const ReturnNegativesPage = () => <ReturnNegatives {...useOrderRoute()} />;

export const AddRushPage = () => <AddRush {...useOrderRoute()} />;
