import { ORDER_STATUS_LABELS } from '../../components/ui/status-chip';
import type { OrderStatus } from '../../gql/graphql';

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

/** An order's page in the admin copy of the customer's pages (spec §2 'Admin area'). */
export const adminOrderPath = (customerId: string, orderId: string) =>
  `/admin/users/${customerId}/orders/${orderId}`;

const whole = new Intl.NumberFormat('en-US');

/** '1 roll', '2,674 rolls': counts at a lab's volume read with their thousands marked. */
export const plural = (count: number, word: string) =>
  `${whole.format(count)} ${word}${count === 1 ? '' : 's'}`;
