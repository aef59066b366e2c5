import { useMutation } from 'urql';
import { graphql } from '../../../gql';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export function useResetPasswordMutation() {
  return useMutation(ResetPasswordMutation);
}
