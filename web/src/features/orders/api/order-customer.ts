import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/**
 * What the new-order editor and the pay form need of the person the order is for: the preferences new rolls
 * start from, and the card on file. Customers read `me`; admins the customer's `user(id:)`.
 */
export const OrderCustomerQuery = graphql(`
  query OrderCustomer($userId: ID!, $asAdmin: Boolean!) {
    me @skip(if: $asAdmin) {
      ...OrderCustomerFields
    }
    user(id: $userId) @include(if: $asAdmin) {
      ...OrderCustomerFields
    }
  }

  fragment OrderCustomerFields on User {
    id
    firstName
    firstOrderCreated
    defaultCard
    preferences {
      key
      value
    }
  }
`);

export function useOrderCustomerQuery(userId: string, asAdmin: boolean) {
  return useQuery({ query: OrderCustomerQuery, variables: { userId, asAdmin } });
}
