import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FilmStrip } from '../../../../components/ui/film-strip';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { CursorPager, Pager } from '../../../../components/ui/pager';
import type { OrderStatus, OrdersFilter } from '../../../../gql/graphql';
import { useLabFeatures } from '../../../../lib/lab-features';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrdersPosition,
  useAdminOrdersQuery,
} from '../../api/admin-orders';
import { ORDER_STATUSES, plural } from '../../labels';
import styles from './admin-orders-page.module.css';
import { OrderFilters, type OrderFilterValues } from './order-filters';
import { OrdersTable } from './orders-table';

/** Where a page paged by cursor came from: the `after` of each page before it, the first's null (history state). */
interface CursorTrail {
  newer: (string | null)[];
}

function trailOf(state: unknown, page: number): (string | null)[] | null {
  if (page === 0) return [];
  const newer = (state as Partial<CursorTrail> | null)?.newer;
  return Array.isArray(newer) && newer.length === page ? newer : null;
}

/**
 * The filters as the URL holds them (?status=PAID&location=Mail-in&q=casey&page=2), so a view can be shared. Paged by
 * cursor, the URL holds the page's `after` too (?page=2&after=…), and the history entry the way back (Newer).
 */
function useOrderParams() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const status = params.get('status');
  const values: OrderFilterValues = {
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : null,
    location: params.get('location') || null,
    search: params.get('q')?.trim() ?? '',
  };
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const after = params.get('after') || null;
  const update = (
    change: Partial<OrderFilterValues> & { page?: number; after?: string; newer?: (string | null)[] | null },
  ) => {
    const next = { ...values, ...change };
    const nextPage = change.page ?? 0;
    const entries: [string, string][] = [];
    if (next.status) entries.push(['status', next.status]);
    if (next.location) entries.push(['location', next.location]);
    if (next.search) entries.push(['q', next.search]);
    if (nextPage > 0) entries.push(['page', String(nextPage + 1)]);
    if (nextPage > 0 && change.after) entries.push(['after', change.after]);
    const trail: CursorTrail | undefined = change.newer ? { newer: change.newer } : undefined;
    setParams(entries, { replace: !('page' in change), state: trail });
  };
  return { values, page, after, state, update };
}

/** /admin/orders: every order in the lab, newest first, 25 a page, filtered by status, location and search. */
export function AdminOrdersPage() {
  const { values, page, after, state, update } = useOrderParams();
  const filter: OrdersFilter = {
    status: values.status,
    location: values.location,
    search: values.search || null,
  };
  // Where the lab pages by cursor, the list goes page to page by cursor, so no page walks the orders before it; a
  // search pages by offset (it lists at most 10,000 orders). Both wait for the BFF to say which.
  const features = useLabFeatures();
  const byCursor = features.has('keyset-paging') && !values.search;
  // By cursor a page is reached from the one before it: a page number without its `after` is the first page.
  const cursorPage = after ? Math.max(page, 1) : 0;
  const position: AdminOrdersPosition = byCursor
    ? { by: 'cursor', after: cursorPage > 0 ? after : null }
    : { by: 'offset', page };
  const { orders, error, fetching, reload } = useAdminOrdersQuery(filter, position, !features.settled);
  const filtered = !!(values.status || values.location || values.search);

  let body: React.ReactNode;
  if (!orders) {
    body =
      fetching || !error ? (
        <PageLoader label="Loading orders…" />
      ) : (
        <LoadProblem error={error} what="the orders" onRetry={reload} />
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
    // The way back from a page paged by cursor; none when it was opened from a link (First still goes back).
    const trail = byCursor ? trailOf(state, cursorPage) : null;
    const newer = cursorPage > 0 ? trail : null;
    body = (
      <>
        <div className={fetching ? styles.stale : undefined}>
          <OrdersTable orders={orders.items} />
        </div>
        {byCursor ? (
          <CursorPager
            page={cursorPage}
            pages={pages}
            onFirst={() => update({ page: 0 })}
            onNewer={
              newer
                ? () =>
                    update({
                      page: cursorPage - 1,
                      after: newer.at(-1) ?? undefined,
                      newer: newer.slice(0, -1),
                    })
                : null
            }
            onOlder={
              orders.olderAfter
                ? () =>
                    update({
                      page: cursorPage + 1,
                      after: orders.olderAfter ?? undefined,
                      newer: trail ? [...trail, position.by === 'cursor' ? position.after : null] : null,
                    })
                : null
            }
            label="Pages of orders"
          />
        ) : (
          <Pager
            page={page}
            pages={pages}
            onPage={(next) => update({ page: next })}
            label="Pages of orders"
          />
        )}
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
