import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** The admin header's quick order search: at most 10 orders and the count of every match. */
export const QuickSearchOrdersQuery = graphql(`
  query QuickSearchOrders($search: String!) {
    quickSearchOrders(search: $search) {
      count
      orders {
        id
        number
        status
        customer {
          id
          firstName
          lastName
          email
        }
      }
    }
  }
`);

/** Pauses while there is nothing to search for: blank text never reaches the server (spec §2). */
export function useQuickSearchOrdersQuery(search: string) {
  return useQuery({ query: QuickSearchOrdersQuery, variables: { search }, pause: search === '' });
}
