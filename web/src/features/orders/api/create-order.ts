import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Creates a development order; the first one also sets the user's firstOrderCreated. */
export const CreateOrderMutation = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      ...OrderFields
    }
  }
`);

export function useCreateOrderMutation() {
  return useMutation(CreateOrderMutation);
}
