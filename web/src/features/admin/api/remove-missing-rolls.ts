import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/**
 * Takes the rolls that never arrived off an order the lab received short (docs/decisions/102-desk-rules.md): the
 * order then lists what the lab has, and invoicing bills only those rolls.
 */
export const RemoveMissingRollsMutation = graphql(`
  mutation RemoveMissingRolls($orderId: ID!, $rollIds: [ID!]!) {
    updateOrder(input: { id: $orderId, removeRollIds: $rollIds }) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useRemoveMissingRollsMutation() {
  return useMutation(RemoveMissingRollsMutation);
}
