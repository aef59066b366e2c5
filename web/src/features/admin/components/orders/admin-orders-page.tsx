import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FilmStrip } from '../../../../components/ui/film-strip';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { Pager } from '../../../../components/ui/pager';
import type { OrderStatus, OrdersFilter } from '../../../../gql/graphql';
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrdersQuery } from '../../api/admin-orders';
import { ORDER_STATUSES, plural } from '../../labels';
import styles from './admin-orders-page.module.css';
import { OrderFilters, type OrderFilterValues } from './order-filters';
import { OrdersTable } from './orders-table';

/** The filters as the URL holds them (?status=PAID&location=Mail-in&q=casey&page=2), so a view can be shared. */
function useOrderParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const values: OrderFilterValues = {
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : null,
    location: params.get('location') || null,
    search: params.get('q')?.trim() ?? '',
  };
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const update = (change: Partial<OrderFilterValues> & { page?: number }) => {
    const next = { ...values, ...change };
    const nextPage = change.page ?? 0;
    const entries: [string, string][] = [];
    if (next.status) entries.push(['status', next.status]);
    if (next.location) entries.push(['location', next.location]);
    if (next.search) entries.push(['q', next.search]);
    if (nextPage > 0) entries.push(['page', String(nextPage + 1)]);
    setParams(entries, { replace: !('page' in change) });
  };
  return { values, page, update };
}

/** /admin/orders: every order in the lab, newest first, 25 a page, filtered by status, location and search. */
export function AdminOrdersPage() {
  const { values, page, update } = useOrderParams();
  const filter: OrdersFilter = {
    status: values.status,
    location: values.location,
    search: values.search || null,
  };
  const [{ data, error, fetching }, reload] = useAdminOrdersQuery(filter, page);
  const orders = data?.orders;
  const filtered = !!(values.status || values.location || values.search);

  let body: React.ReactNode;
  if (!orders) {
    body =
      fetching || !error ? (
        <PageLoader label="Loading orders…" />
      ) : (
        <LoadProblem
          error={error}
          what="the orders"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      );
  } else if (orders.items.length === 0) {
    body = (
      <div className={styles.empty}>
        <FilmStrip frames={3} className={styles.emptyStrip} />
        <p className={styles.emptyTitle}>{filtered ? 'No orders match these filters.' : 'No orders yet.'}</p>
        {filtered && (
          <Button variant="secondary" onClick={() => update({ status: null, location: null, search: '' })}>
            Clear Filters
          </Button>
        )}
      </div>
    );
  } else {
    const pages = Math.ceil(orders.count / ADMIN_ORDERS_PAGE_SIZE);
    body = (
      <>
        <div className={fetching ? styles.stale : undefined}>
          <OrdersTable orders={orders.items} />
        </div>
        <Pager page={page} pages={pages} onPage={(next) => update({ page: next })} label="Pages of orders" />
      </>
    );
  }

  return (
    <Page eyebrow="Lab desk" title="Orders">
      <OrderFilters values={values} onChange={update} />
      <p className={styles.count} role="status">
        {orders ? plural(orders.count, 'order') : ''}
      </p>
      {body}
    </Page>
  );
}
