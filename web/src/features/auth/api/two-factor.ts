import { useMutation } from 'urql';
import { graphql } from '../../../gql';

export const RequestTwoFactorCodeMutation = graphql(`
  mutation RequestTwoFactorCode {
    requestTwoFactorCode
  }
`);

/** The answer's Authorization header carries the confirmed token; auth-fetch stores it. */
export const VerifyTwoFactorCodeMutation = graphql(`
  mutation VerifyTwoFactorCode($code: String!) {
    verifyTwoFactorCode(code: $code) {
      token
      user {
        id
      }
    }
  }
`);

export const useRequestTwoFactorCode = () => useMutation(RequestTwoFactorCodeMutation);
export const useVerifyTwoFactorCode = () => useMutation(VerifyTwoFactorCodeMutation);
