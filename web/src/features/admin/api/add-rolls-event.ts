import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Records a step on chosen rolls, or on every roll when rollIds is left out. */
export const AddRollsEventMutation = graphql(`
  mutation AddRollsEvent($orderId: ID!, $event: RollEvent!, $rollIds: [ID!]) {
    addRollsEvent(orderId: $orderId, event: $event, rollIds: $rollIds) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useAddRollsEventMutation() {
  return useMutation(AddRollsEventMutation);
}
