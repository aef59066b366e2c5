import type { OrderStatus } from '../../gql/graphql';
import styles from './status-chip.module.css';

/** The words people read for the order statuses (spec §4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  OPEN: 'Open',
  INVOICED: 'Invoiced',
  PAID: 'Paid',
  COMPLETE: 'Complete',
  CANCELED: 'Canceled',
};

/** Spec §4 status chip colours: paid success, pending (open, invoiced) warning, canceled error, others default. */
const TONE: Record<OrderStatus, 'success' | 'warning' | 'error' | 'neutral'> = {
  OPEN: 'warning',
  INVOICED: 'warning',
  PAID: 'success',
  CANCELED: 'error',
  COMPLETE: 'neutral',
};

/** An order's status, as the customer's pages and the lab's desk both show it. */
export function StatusChip({ status }: { status: OrderStatus }) {
  return <span className={`${styles.chip} ${styles[TONE[status]]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
