import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/**
 * The logged-in person: everything the header, guards and home redirects decide on, plus the plan in force,
 * account credit and product credits the avatar menu shows (all computed by the server).
 */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      role
      email
      firstName
      lastName
      phone
      profileImageUrl
      referralCode
      firstOrderCreated
      active
      accountCredit
      productCredits
      membership {
        planId
        label
        status
        periodEnd
        lapsed
      }
    }
  }
`);

/** Paused for visitors: without a token there is nobody to fetch. */
export function useMeQuery(loggedIn: boolean) {
  return useQuery({ query: MeQuery, pause: !loggedIn });
}
