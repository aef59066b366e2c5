import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** What adding rush to the chosen rolls would cost, before the person confirms. */
export const AddRushQuoteQuery = graphql(`
  query AddRushQuote($orderId: ID!, $rollIds: [ID!]!) {
    addRushQuote(orderId: $orderId, rollIds: $rollIds) {
      rollCount
      unitAmount
      creditsApplied
      amount
    }
  }
`);

/** Paused until at least one roll is chosen. */
export function useAddRushQuoteQuery(orderId: string, rollIds: string[]) {
  return useQuery({ query: AddRushQuoteQuery, variables: { orderId, rollIds }, pause: rollIds.length === 0 });
}
