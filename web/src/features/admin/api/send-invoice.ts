import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Mails the invoice of an INVOICED order again. */
export const SendInvoiceMutation = graphql(`
  mutation SendInvoice($orderId: ID!) {
    sendInvoice(orderId: $orderId) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useSendInvoiceMutation() {
  return useMutation(SendInvoiceMutation);
}
