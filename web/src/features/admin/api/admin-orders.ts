import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { OrdersFilter } from '../../../gql/graphql';

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** What the desk's table shows of an order. */
export const AdminOrderRowFragment = graphql(`
  fragment AdminOrderRow on Order {
    id
    number
    status
    location
    createdAt
    kind
    rollCount
    customer {
      id
      firstName
      lastName
      email
    }
    invoicedTotal
  }
`);

/** Every order in the lab, newest first, 25 a page, for the order desk (/admin/orders): by offset. */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($filter: OrdersFilter, $limit: Int, $offset: Int) {
    orders(filter: $filter, limit: $limit, offset: $offset) {
      count
      items {
        ...AdminOrderRow
      }
    }
  }
`);

/**
 * The same list a page after a cursor (the lab's extension keyset-paging, docs/decisions/120-a-labs-volume.md): the
 * last page answers as fast as the first, where an offset walks every order before it.
 */
export const AdminOrdersConnectionQuery = graphql(`
  query AdminOrdersConnection($filter: OrdersFilter, $first: Int, $after: String) {
    ordersConnection(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...AdminOrderRow
        }
      }
    }
  }
`);

/** Where the desk's list is: a page number, and by cursor the `after` that page started from (null: the first). */
export type AdminOrdersPosition = { by: 'offset'; page: number } | { by: 'cursor'; after: string | null };

/**
 * The page of orders at `position`, answered in one shape (`items`, `count`, and by cursor the next page's `after`).
 * `pause` holds both queries back (until the BFF has said whether the lab pages by cursor).
 */
export function useAdminOrdersQuery(filter: OrdersFilter, position: AdminOrdersPosition, pause = false) {
  const [offsetResult, reloadOffset] = useQuery({
    query: AdminOrdersQuery,
    variables: {
      filter,
      limit: ADMIN_ORDERS_PAGE_SIZE,
      offset: position.by === 'offset' ? position.page * ADMIN_ORDERS_PAGE_SIZE : 0,
    },
    pause: pause || position.by !== 'offset',
  });
  const [cursorResult, reloadCursor] = useQuery({
    query: AdminOrdersConnectionQuery,
    variables: {
      filter,
      first: ADMIN_ORDERS_PAGE_SIZE,
      after: position.by === 'cursor' ? position.after : null,
    },
    pause: pause || position.by !== 'cursor',
  });
  if (position.by === 'cursor') {
    const connection = cursorResult.data?.ordersConnection;
    return {
      orders: connection
        ? {
            items: connection.edges.map((edge) => edge.node),
            count: connection.totalCount,
            olderAfter: connection.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null,
          }
        : undefined,
      error: cursorResult.error,
      fetching: cursorResult.fetching || pause,
      reload: () => reloadCursor({ requestPolicy: 'network-only' }),
    };
  }
  const page = offsetResult.data?.orders;
  return {
    orders: page ? { items: page.items, count: page.count, olderAfter: null } : undefined,
    error: offsetResult.error,
    fetching: offsetResult.fetching || pause,
    reload: () => reloadOffset({ requestPolicy: 'network-only' }),
  };
}
