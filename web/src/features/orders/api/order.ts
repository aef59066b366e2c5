import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** One order, for its owner or an admin: the order page, its summary, add-rush and return-negatives forms. */
export const OrderQuery = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`);

export function useOrderQuery(id: string) {
  return useQuery({ query: OrderQuery, variables: { id } });
}
