import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { formatCents } from '../../../lib/format';
import styles from './cart.module.css';

/** A paid purchase as the confirmation names it. */
export interface PaidOrder {
  number: string;
  id: string;
  total: number;
  userId: string;
}

/** After the payment: the order's number and what was charged, the way to the order, and back to the shop. */
export function Confirmation({ order }: { order: PaidOrder }) {
  return (
    <Page eyebrow="Shop" title="Thank you!">
      <div className={styles.confirmation} role="status">
        <p>
          Order <strong>{order.number}</strong> is paid ({formatCents(order.total)}). We will e-mail you when
          it is on its way or ready to collect.
        </p>
        <p className={styles.links}>
          <ButtonLink to={`/users/${order.userId}/orders/${order.id}`}>See the order</ButtonLink>
          <Link to="/products/all">Keep shopping</Link>
        </p>
      </div>
    </Page>
  );
}
