import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Changes an OPEN order the lab has not received: its rolls, drop-off location and notes. */
export const UpdateOrderMutation = graphql(`
  mutation UpdateOrder($input: UpdateOrderInput!) {
    updateOrder(input: $input) {
      ...OrderFields
    }
  }
`);

export function useUpdateOrderMutation() {
  return useMutation(UpdateOrderMutation);
}
