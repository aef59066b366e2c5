import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Pays an INVOICED order with the card on file, or with a new card token (saved only with saveCard). */
export const PayOrderMutation = graphql(`
  mutation PayOrder($orderId: ID!, $paymentToken: String, $saveCard: Boolean) {
    payOrder(orderId: $orderId, paymentToken: $paymentToken, saveCard: $saveCard) {
      ...OrderFields
    }
  }
`);

export function usePayOrderMutation() {
  return useMutation(PayOrderMutation);
}
