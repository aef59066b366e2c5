import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../../gql';
import { formatDate } from '../../../../lib/format';
import styles from './order-page.module.css';

// The print shop's progress on this order's prints (docs/decisions/084-vendor-orders.md), shown under the order
// page's Prints title.

const OrderVendorOrdersQuery = graphql(`
  query OrderVendorOrders($userId: ID!, $asAdmin: Boolean!) {
    me @skip(if: $asAdmin) {
      id
      vendorOrders {
        id
        orderId
        status
        carrier
        trackingNumber
        printedAt
        shippedAt
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      vendorOrders {
        id
        orderId
        status
        carrier
        trackingNumber
        printedAt
        shippedAt
      }
    }
  }
`);

const CARRIERS: Record<string, string> = { USPS: 'USPS', UPS: 'UPS', FEDEX: 'FedEx' };

export function PrintShopStatus({
  orderId,
  userId,
  asAdmin,
}: {
  orderId: string;
  userId: string;
  asAdmin: boolean;
}) {
  // Staff sending the prints from this page turns an empty list into one: the list names no VendorOrder yet.
  const context = useMemo(() => ({ additionalTypenames: ['VendorOrder'] }), []);
  const [{ data }] = useQuery({ query: OrderVendorOrdersQuery, variables: { userId, asAdmin }, context });
  const vendorOrder = (asAdmin ? data?.user : data?.me)?.vendorOrders?.find(
    (entry) => entry.orderId === orderId,
  );
  if (!vendorOrder) return null;
  let text = 'Your prints are with our print shop.';
  if (vendorOrder.status === 'PRINTED' && vendorOrder.printedAt) {
    text = `Your prints were printed on ${formatDate(vendorOrder.printedAt)} and are about to ship.`;
  }
  if (vendorOrder.status === 'SHIPPED') {
    text = `Your prints have shipped${vendorOrder.shippedAt ? ` on ${formatDate(vendorOrder.shippedAt)}` : ''}: ${
      CARRIERS[vendorOrder.carrier ?? ''] ?? vendorOrder.carrier
    } tracking number ${vendorOrder.trackingNumber}.`;
  }
  return <p className={styles.notes}>{text}</p>;
}
