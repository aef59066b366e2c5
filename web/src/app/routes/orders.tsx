import { ComingSoon } from '../../components/ui/coming-soon';
import { useUserBase } from './use-user-base';

function OrdersComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <ComingSoon
      title={title}
      description={description}
      backTo={`${useUserBase()}/orders`}
      backLabel="Back to your orders"
    />
  );
}

export function OrdersPage() {
  return (
    <ComingSoon
      title="Your Orders"
      description="Every development, print and shop order with its status, totals and shipments."
      backTo={`${useUserBase()}/rolls`}
      backLabel="Back to your rolls"
    />
  );
}

export const NewOrderPage = () => (
  <OrdersComingSoon
    title="New Order"
    description="Pick your rolls, processes and add-ons, choose how the film travels, and check out."
  />
);

export const OrderPage = () => (
  <OrdersComingSoon
    title="Order"
    description="One order’s rolls, lines, shipments and status, step by step."
  />
);

export const OrderSummaryPage = () => (
  <OrdersComingSoon
    title="Order Summary"
    description="What you ordered and what it cost, with credits, discounts and tax."
  />
);

export const ReturnNegativesPage = () => (
  <OrdersComingSoon
    title="Return Negatives"
    description="Ask for your negatives back, with a prepaid label to the address you choose."
  />
);

export const AddRushPage = () => (
  <OrdersComingSoon title="Add Rush" description="Move rolls of this order to the front of the line." />
);
