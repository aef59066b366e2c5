import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Names and phone of the logged-in user; answers the user so cached copies update. */
export const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
      firstName
      lastName
      phone
    }
  }
`);

export function useUpdateUserMutation() {
  return useMutation(UpdateUserMutation);
}
