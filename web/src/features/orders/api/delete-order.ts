import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Deletes an OPEN order the lab has not received. */
export const DeleteOrderMutation = graphql(`
  mutation DeleteOrder($id: ID!) {
    deleteOrder(id: $id)
  }
`);

export function useDeleteOrderMutation() {
  return useMutation(DeleteOrderMutation);
}
