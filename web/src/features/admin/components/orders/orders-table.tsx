import { Link } from 'react-router';
import { StatusChip } from '../../../../components/ui/status-chip';
import type { AdminOrderRowFragment } from '../../../../gql/graphql';
import { formatCents, formatDate } from '../../../../lib/format';
import { adminOrderPath } from '../../labels';
import styles from './admin-orders-page.module.css';

type AdminOrder = AdminOrderRowFragment;

/**
 * The orders as a table on wide screens and as cards on narrow ones. The total shows once the order is invoiced:
 * before that it is only an estimate that moves with the customer's credits.
 */
export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Status</th>
          <th scope="col">Location</th>
          <th scope="col">Rolls</th>
          <th scope="col">Created</th>
          <th scope="col" className={styles.numeric}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" className={styles.numberCell}>
              <Link to={adminOrderPath(order.customer.id, order.id)} className={styles.orderLink}>
                <span className="visually-hidden">Order</span> {order.number}
              </Link>
            </th>
            <td className={styles.customerCell}>
              <span className={styles.customerName}>
                {order.customer.firstName} {order.customer.lastName}
              </span>
              <span className={styles.customerEmail}>{order.customer.email}</span>
            </td>
            <td className={styles.statusCell}>
              <StatusChip status={order.status} />
            </td>
            <td data-label="Location">{order.location}</td>
            <td data-label="Rolls">{order.kind === 'SHOP' ? 'Shop order' : order.rollCount}</td>
            <td data-label="Created">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </td>
            <td data-label="Total" className={styles.numeric}>
              {order.invoicedTotal == null ? (
                <span className={styles.unknown}>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">Not invoiced yet</span>
                </span>
              ) : (
                formatCents(order.invoicedTotal)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
