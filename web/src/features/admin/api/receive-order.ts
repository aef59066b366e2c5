import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Checks the rolls in with the count staff made; a different count is flagged to the customer. */
export const ReceiveOrderMutation = graphql(`
  mutation ReceiveOrder($orderId: ID!, $rollCount: Int!) {
    receiveOrder(orderId: $orderId, rollCount: $rollCount) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useReceiveOrderMutation() {
  return useMutation(ReceiveOrderMutation);
}
