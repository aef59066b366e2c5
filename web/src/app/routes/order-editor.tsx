import { useLocation } from 'react-router';
import { NewOrderPage as NewOrder } from '../../features/orders/components/editor/new-order-page';
import { EditOrderPage as EditOrder } from '../../features/orders/components/order/edit-order-page';
import { useSession } from '../session/session-context';
import { useOrderRoute, useUserRoute } from './use-user-base';

// The order editor (new order and edit order) is its own chunk: the orders list and an order's page, which
// customers open far more often, do not load it (bench (j): the orders screens were over the 170 KB budget).

export function NewOrderPage() {
  const { userId, asAdmin, userBase } = useUserRoute();
  const { refreshUser } = useSession();
  // A new location (the header's 'New Order' clicked here) starts the editor again from the cleared draft.
  const { key } = useLocation();
  return <NewOrder key={key} userId={userId} asAdmin={asAdmin} userBase={userBase} onCreated={refreshUser} />;
}

export const EditOrderPage = () => <EditOrder {...useOrderRoute()} />;
