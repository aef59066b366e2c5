import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/**
 * A page of a user's orders, newest first. Customers read their own through `me`; admins reach anyone's through
 * `user(id:)` on the /admin/users/{id} copies of the page (graphql-conventions 'User-scoped data').
 */
export const UserOrdersQuery = graphql(`
  query UserOrders($userId: ID!, $asAdmin: Boolean!, $limit: Int!, $offset: Int!) {
    me @skip(if: $asAdmin) {
      id
      orders(limit: $limit, offset: $offset) {
        ...OrderPageFields
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      orders(limit: $limit, offset: $offset) {
        ...OrderPageFields
      }
    }
  }

  fragment OrderPageFields on OrderPage {
    count
    items {
      id
      number
      status
      createdAt
      kind
      rollCount
      location
      totals {
        total
      }
    }
  }
`);

export const ORDERS_PAGE_SIZE = 25;

export function useUserOrdersQuery(userId: string, asAdmin: boolean, page: number) {
  return useQuery({
    query: UserOrdersQuery,
    variables: { userId, asAdmin, limit: ORDERS_PAGE_SIZE, offset: page * ORDERS_PAGE_SIZE },
  });
}
