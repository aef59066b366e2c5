import { OrderAdminPanel } from '../../features/admin/components/order-admin-panel';
import { OrdersPage as OrdersList } from '../../features/orders/components/list/orders-page';
import { OrderPage as OrderDetails } from '../../features/orders/components/order/order-page';
import { OrderSummaryPage as OrderSummary } from '../../features/orders/components/order/summary-page';
import { newOrderPath } from '../header/nav-items';
import { useSession } from '../session/session-context';
import { useOrderRoute, useUserRoute } from './use-user-base';

export function OrdersPage() {
  const { userId, asAdmin, userBase, user } = useUserRoute();
  const newOrder = asAdmin || !user ? `${userBase}/orders/new/rolls` : newOrderPath(user);
  return <OrdersList userId={userId} asAdmin={asAdmin} userBase={userBase} newOrderPath={newOrder} />;
}

/** orders/{orderId} is a prefix (spec §2): '/edit' after it is the editor's own route; anything else is the order. */
export function OrderPage() {
  const route = useOrderRoute();
  const { user } = useSession();
  // Staff see the lab's desk for this order beside its header; customers never load it.
  const adminPanel =
    user?.role === 'ADMIN' ? <OrderAdminPanel orderId={route.orderId} userId={route.userId} /> : undefined;
  return <OrderDetails {...route} adminPanel={adminPanel} />;
}

export const OrderSummaryPage = () => <OrderSummary {...useOrderRoute()} />;
