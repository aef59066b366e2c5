import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/**
 * What the staff panel on an order page needs. The action mutations answer the same fields, and because they
 * return an Order, urql's document cache refetches every query showing an Order (the customer's page too).
 */
export const AdminOrderPanelFields = graphql(`
  fragment AdminOrderPanelFields on Order {
    id
    number
    kind
    status
    actions {
      addRush
      receive
      addRollsEvent
      invoice
      sendInvoice
      attachPayment
      markPrintsReady
      complete
      cancel
    }
    rolls {
      id
      stock
      processLabel
      formatLabel
      stage
    }
    expectedRollCount
    receivedRollCount
    countMismatch
    internalNotes
    prints {
      id
    }
  }
`);

export const AdminOrderPanelQuery = graphql(`
  query AdminOrderPanel($id: ID!) {
    order(id: $id) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useAdminOrderPanelQuery(id: string) {
  return useQuery({ query: AdminOrderPanelQuery, variables: { id } });
}
