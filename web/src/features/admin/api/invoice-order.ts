import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Fixes the lines and totals and moves the order to INVOICED (the invoice is mailed). */
export const InvoiceOrderMutation = graphql(`
  mutation InvoiceOrder($orderId: ID!) {
    invoiceOrder(orderId: $orderId) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useInvoiceOrderMutation() {
  return useMutation(InvoiceOrderMutation);
}
