import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Makes the prepaid label for sending an open order's film from the chosen address; answers the new shipment. */
export const RequestShippingLabelMutation = graphql(`
  mutation RequestShippingLabel($orderId: ID!, $addressId: ID!) {
    requestShippingLabel(orderId: $orderId, addressId: $addressId) {
      id
      method
      toCustomer
      labelUrl
      createdAt
    }
  }
`);

export function useRequestShippingLabelMutation() {
  return useMutation(RequestShippingLabelMutation);
}
