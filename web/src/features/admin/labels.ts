import { ORDER_STATUS_LABELS } from '../../components/ui/status-chip';
import type { OrderStatus } from '../../gql/graphql';

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

/** An order's page in the admin copy of the customer's pages (spec §2 'Admin area'). */
export const adminOrderPath = (customerId: string, orderId: string) =>
  `/admin/users/${customerId}/orders/${orderId}`;

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
