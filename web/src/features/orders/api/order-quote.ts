import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { OrderQuoteInput } from '../../../gql/graphql';

/** The server's price for the order being built: its lines, the credits they use and the totals. */
export const OrderQuoteQuery = graphql(`
  query OrderQuote($input: OrderQuoteInput!) {
    orderQuote(input: $input) {
      defaultScanQuality
      lines {
        key
        description
        unitAmount
        quantity
        creditsApplied
        amount
      }
      credits {
        kind
        label
        quantity
        value
      }
      totals {
        subtotal
        discount
        credit
        creditLabel
        tax
        total
      }
    }
  }
`);

/** Paused while `input` is null (nothing to price yet). */
export function useOrderQuoteQuery(input: OrderQuoteInput | null) {
  return useQuery({
    query: OrderQuoteQuery,
    variables: { input: input ?? { shippingMethod: 'DROP_OFF', rolls: [] } },
    pause: !input,
  });
}
