import { Link, useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';
import { FilmStrip } from '../../../../components/ui/film-strip';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { Pager } from '../../../../components/ui/pager';
import { StatusChip } from '../../../../components/ui/status-chip';
import { formatCents, formatDate } from '../../../../lib/format';
import { useOrderEvents } from '../../../../lib/user-events';
import { ORDERS_PAGE_SIZE, useUserOrdersQuery } from '../../api/user-orders';
import styles from './orders-page.module.css';

interface OrdersPageProps {
  userId: string;
  asAdmin: boolean;
  userBase: string;
  /** Where 'New Order' leads (onboarding before a first order). */
  newOrderPath: string;
}

/** /users/{id}/orders: the user's development orders, newest first, 25 a page. */
export function OrdersPage({ userId, asAdmin, userBase, newOrderPath }: OrdersPageProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const [{ data, error, fetching }, reload] = useUserOrdersQuery(userId, asAdmin, page);
  useOrderEvents(userId, null, () => reload({ requestPolicy: 'network-only' }));
  const orders = (asAdmin ? data?.user : data?.me)?.orders;
  const deleted = (location.state as { deleted?: string } | null)?.deleted;

  let body: React.ReactNode;
  if (!orders) {
    body =
      fetching || (!error && !data) ? (
        <PageLoader label="Loading orders…" />
      ) : (
        <LoadProblem
          error={error}
          what="the orders"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      );
  } else if (orders.count === 0) {
    body = (
      <div className={styles.empty}>
        <FilmStrip frames={3} className={styles.emptyStrip} />
        <div>
          <h2 className={styles.emptyTitle}>No orders yet</h2>
          <p>Send us your first rolls: we develop, scan and put them on your platform.</p>
        </div>
        <ButtonLink to={newOrderPath}>Start a New Order</ButtonLink>
      </div>
    );
  } else {
    const pages = Math.ceil(orders.count / ORDERS_PAGE_SIZE);
    const goTo = (next: number) => setParams(next === 0 ? {} : { page: String(next + 1) });
    body = (
      <>
        <ul className={styles.list}>
          {orders.items.map((order) => (
            <li key={order.id} className={styles.item}>
              <Link to={`${userBase}/orders/${order.id}`} className={styles.link}>
                <span className={styles.number}>
                  <span className="visually-hidden">Order</span> {order.number}
                </span>
                <span className={styles.date}>{formatDate(order.createdAt)}</span>
              </Link>
              <StatusChip status={order.status} />
              <span className={styles.meta}>
                {order.kind === 'SHOP'
                  ? 'Shop order'
                  : `${order.rollCount} roll${order.rollCount === 1 ? '' : 's'} · ${order.location}`}
              </span>
              <span className={styles.total}>
                <span className="visually-hidden">Total</span> {formatCents(order.totals.total)}
              </span>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={goTo} label="Pages of orders" />
      </>
    );
  }

  return (
    <Page eyebrow="Development & Scanning" title={asAdmin ? 'Orders' : 'Your Orders'}>
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite">
          {orders ? `${orders.count} order${orders.count === 1 ? '' : 's'}` : ''}
        </p>
        <ButtonLink to={newOrderPath} variant="dark">
          New Order
        </ButtonLink>
      </div>
      {deleted && (
        <p className={styles.deleted} role="status">
          Order {deleted} was deleted.
        </p>
      )}
      {body}
    </Page>
  );
}
