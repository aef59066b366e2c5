import { ORDER_STATUS_LABELS } from '../../components/ui/status-chip';
import type { OrderStatus, RollEvent } from '../../gql/graphql';

export const STATUS_LABELS = ORDER_STATUS_LABELS;

export const ORDER_STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

/** A roll's steps through the lab, in order (docs/decisions/050), with the dashboard's lower-case path part. */
export const ROLL_EVENTS: { event: RollEvent; label: string; slug: string }[] = [
  { event: 'RECEIVED', label: 'Received', slug: 'received' },
  { event: 'DEVELOPED', label: 'Developed', slug: 'developed' },
  { event: 'SCANNED', label: 'Scanned', slug: 'scanned' },
  { event: 'SYNCED', label: 'Synced', slug: 'synced' },
  { event: 'DELIVERED', label: 'Delivered', slug: 'delivered' },
  { event: 'SHIPPED', label: 'Shipped', slug: 'shipped' },
];

export const rollEventLabel = (event: RollEvent) =>
  ROLL_EVENTS.find((entry) => entry.event === event)?.label ?? event;

/** An order's page in the admin copy of the customer's pages (spec §2 'Admin area'). */
export const adminOrderPath = (customerId: string, orderId: string) =>
  `/admin/users/${customerId}/orders/${orderId}`;

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
