import type { OrderStatus } from '../../../gql/graphql';
import { STATUS_LABELS } from '../labels';
import styles from './status-chip.module.css';

/** Spec §4 status chip colours: paid success, pending (open, invoiced) warning, canceled error, others default. */
const TONE: Record<OrderStatus, 'success' | 'warning' | 'error' | 'neutral'> = {
  OPEN: 'warning',
  INVOICED: 'warning',
  PAID: 'success',
  CANCELED: 'error',
  COMPLETE: 'neutral',
};

/**
 * The admin screens' chip. It looks like the customer pages' chip (features/orders), kept apart because feature
 * slices do not import one another.
 */
export function StatusChip({ status }: { status: OrderStatus }) {
  return <span className={`${styles.chip} ${styles[TONE[status]]}`}>{STATUS_LABELS[status]}</span>;
}
