import { useQuery } from 'urql';
import { graphql } from '../../../gql';

export const ValidatePasswordResetTokenQuery = graphql(`
  query ValidatePasswordResetToken($token: String!) {
    validatePasswordResetToken(token: $token)
  }
`);

/** Always asks the server: a token's validity changes with time and use, so a cached answer lies. */
export function useValidatePasswordResetTokenQuery(token: string) {
  return useQuery({
    query: ValidatePasswordResetTokenQuery,
    variables: { token },
    requestPolicy: 'network-only',
  });
}
