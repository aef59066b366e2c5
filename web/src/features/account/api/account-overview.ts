import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** The overview's glance at a person: plan, credits, recent orders with their rolls, referral code. */
export const AccountOverviewQuery = graphql(`
  query AccountOverview($userId: ID!, $asAdmin: Boolean!) {
    me @skip(if: $asAdmin) {
      ...AccountOverviewFields
    }
    user(id: $userId) @include(if: $asAdmin) {
      ...AccountOverviewFields
    }
  }

  fragment AccountOverviewFields on User {
    id
    firstName
    referralCode
    accountCredit
    membership {
      planId
      label
      status
      periodEnd
    }
    creditBalances {
      kind
      label
      remaining
    }
    orders(limit: 10) {
      items {
        id
        number
        status
        createdAt
        rolls {
          id
          name
          stock
          formatLabel
        }
      }
    }
  }
`);

export function useAccountOverviewQuery(userId: string, asAdmin: boolean) {
  return useQuery({ query: AccountOverviewQuery, variables: { userId, asAdmin } });
}
