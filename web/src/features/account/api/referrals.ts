import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

export const ReferralsQuery = graphql(`
  query Referrals($userId: ID!, $asAdmin: Boolean!) {
    me @skip(if: $asAdmin) {
      ...ReferralsFields
    }
    user(id: $userId) @include(if: $asAdmin) {
      ...ReferralsFields
    }
  }

  fragment ReferralsFields on User {
    id
    firstName
    referralCode
    referrals {
      code
      invitations {
        email
        sentAt
      }
      friends {
        name
        signedUpAt
        ordered
        creditEarned
      }
      totalEarned
      friendCredit
      referrerCredit
    }
  }
`);

export const SendReferralMutation = graphql(`
  mutation SendReferral($email: String!, $userId: ID) {
    sendReferral(email: $email, userId: $userId) {
      id
      referrals {
        code
        invitations {
          email
          sentAt
        }
      }
    }
  }
`);

export const useReferralsQuery = (userId: string, asAdmin: boolean) =>
  useQuery({ query: ReferralsQuery, variables: { userId, asAdmin } });
export const useSendReferral = () => useMutation(SendReferralMutation);
