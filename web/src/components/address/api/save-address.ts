import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Adds an address; `userId` only when an admin adds one to a customer's book. */
export const CreateAddressMutation = graphql(`
  mutation CreateAddress($input: AddressInput!, $userId: ID) {
    createAddress(input: $input, userId: $userId) {
      ...AddressFields
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!, $userId: ID) {
    updateAddress(id: $id, input: $input, userId: $userId) {
      ...AddressFields
    }
  }
`);

export function useCreateAddressMutation() {
  return useMutation(CreateAddressMutation);
}

export function useUpdateAddressMutation() {
  return useMutation(UpdateAddressMutation);
}
