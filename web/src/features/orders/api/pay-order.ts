import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Pays an INVOICED order with the card on file, or with a new card token (which becomes the default). */
export const PayOrderMutation = graphql(`
  mutation PayOrder($orderId: ID!, $paymentToken: String) {
    payOrder(orderId: $orderId, paymentToken: $paymentToken) {
      ...OrderFields
    }
  }
`);

export function usePayOrderMutation() {
  return useMutation(PayOrderMutation);
}
