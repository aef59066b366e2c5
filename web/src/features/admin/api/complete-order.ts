import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Closes a PAID order: scans delivered, negatives returned or stored. */
export const CompleteOrderMutation = graphql(`
  mutation CompleteOrder($orderId: ID!) {
    completeOrder(orderId: $orderId) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useCompleteOrderMutation() {
  return useMutation(CompleteOrderMutation);
}
