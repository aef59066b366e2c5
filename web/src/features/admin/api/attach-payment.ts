import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Pays an INVOICED order with a card-reader payment id (pi_…). */
export const AttachPaymentMutation = graphql(`
  mutation AttachPayment($orderId: ID!, $paymentId: String!) {
    attachPayment(orderId: $orderId, paymentId: $paymentId) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useAttachPaymentMutation() {
  return useMutation(AttachPaymentMutation);
}
