import { useMutation } from 'urql';
import { graphql } from '../../../gql';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export function useRequestPasswordResetMutation() {
  return useMutation(RequestPasswordResetMutation);
}
