import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Moves rolls not yet scanned to the front of the line. */
export const AddRushMutation = graphql(`
  mutation AddRush($orderId: ID!, $rollIds: [ID!]!) {
    addRush(orderId: $orderId, rollIds: $rollIds) {
      ...OrderFields
    }
  }
`);

export function useAddRushMutation() {
  return useMutation(AddRushMutation);
}
