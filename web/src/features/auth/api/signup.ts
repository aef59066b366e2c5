import { useMutation } from 'urql';
import { graphql } from '../../../gql';

export const SignupMutation = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      token
      user {
        id
        role
      }
    }
  }
`);

export function useSignupMutation() {
  return useMutation(SignupMutation);
}
