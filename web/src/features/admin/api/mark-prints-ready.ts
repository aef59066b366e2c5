import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Notes that the order’s prints are ready. */
export const MarkPrintsReadyMutation = graphql(`
  mutation MarkPrintsReady($orderId: ID!) {
    markPrintsReady(orderId: $orderId) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useMarkPrintsReadyMutation() {
  return useMutation(MarkPrintsReadyMutation);
}
