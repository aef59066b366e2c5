import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { OrdersFilter } from '../../../gql/graphql';

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** Every order in the lab, newest first, 25 a page, for the order desk (/admin/orders). */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($filter: OrdersFilter, $limit: Int, $offset: Int) {
    orders(filter: $filter, limit: $limit, offset: $offset) {
      count
      items {
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
    }
  }
`);

export function useAdminOrdersQuery(filter: OrdersFilter, page: number) {
  return useQuery({
    query: AdminOrdersQuery,
    variables: { filter, limit: ADMIN_ORDERS_PAGE_SIZE, offset: page * ADMIN_ORDERS_PAGE_SIZE },
  });
}
