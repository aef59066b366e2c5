import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Cancels an OPEN or INVOICED order; credit applied at invoice goes back to the customer’s balance. */
export const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderId: ID!) {
    cancelOrder(orderId: $orderId) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useCancelOrderMutation() {
  return useMutation(CancelOrderMutation);
}
