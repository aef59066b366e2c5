import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** The logged-in person: everything the header, guards and home redirects decide on. */
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
    }
  }
`);

/** Paused for visitors: without a token there is nobody to fetch. */
export function useMeQuery(loggedIn: boolean) {
  return useQuery({ query: MeQuery, pause: !loggedIn });
}
