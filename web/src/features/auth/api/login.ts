import { useMutation } from 'urql';
import { graphql } from '../../../gql';

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        id
        role
      }
    }
  }
`);

export function useLoginMutation() {
  return useMutation(LoginMutation);
}
