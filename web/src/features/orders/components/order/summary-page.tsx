import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { StatusChip } from '../../../../components/ui/status-chip';
import { formatDate } from '../../../../lib/format';
import { useOrderQuery } from '../../api/order';
import { OrderMoney } from '../order-money';
import type { OrderRouteProps } from './order-page';
import { rollOptions } from './roll-item';
import styles from './summary-page.module.css';

/** /users/{id}/orders/{orderId}/summary: one printable sheet of what was ordered and what it cost. */
export function OrderSummaryPage({ orderId, userBase }: OrderRouteProps) {
  const [{ data, error, fetching }, reload] = useOrderQuery(orderId);
  const order = data?.order;
  if (!order) {
    return (
      <div className={styles.sheet}>
        <title>Order Summary · Nice Film Club</title>
        <h1 className={styles.title}>Order Summary</h1>
        {fetching || (!error && !data) ? (
          <PageLoader label="Loading the order…" />
        ) : (
          <LoadProblem
            error={error}
            what="this order"
            onRetry={() => reload({ requestPolicy: 'network-only' })}
          />
        )}
      </div>
    );
  }
  return (
    <div className={styles.sheet}>
      <title>{`Order ${order.number} Summary · Nice Film Club`}</title>
      <div className={styles.toolbar}>
        <Link to={`${userBase}/orders/${order.id}`}>← Back to the order</Link>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Nice Film Club · Development &amp; Scanning</p>
        <h1 className={styles.title}>Order {order.number}</h1>
        <p className={styles.meta}>
          <StatusChip status={order.status} /> {order.customer.firstName} {order.customer.lastName} ·{' '}
          {order.customer.email} · Created {formatDate(order.createdAt)} · {order.location}
        </p>
      </header>
      <table className={styles.rolls}>
        <caption>Rolls</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Film</th>
            <th scope="col">Process</th>
            <th scope="col">Options</th>
          </tr>
        </thead>
        <tbody>
          {order.rolls.map((roll, index) => (
            <tr key={roll.id}>
              <td>{index + 1}</td>
              <th scope="row">{roll.stock}</th>
              <td>
                {roll.processLabel} · {roll.formatLabel}
              </td>
              <td>{rollOptions(roll).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderMoney lines={order.lines} credits={order.credits} totals={order.totals} caption="Charges" />
      {order.notes && <p className={styles.notes}>Notes: {order.notes}</p>}
    </div>
  );
}
