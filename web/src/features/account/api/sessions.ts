import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

/** Where the signed-in person is signed in (docs/decisions/110): their own sessions, this one first. */
export const MySessionsQuery = graphql(`
  query MySessions {
    me {
      id
      sessions {
        ...SessionFields
      }
    }
  }

  fragment SessionFields on Session {
    id
    device
    method
    country
    signedInAt
    lastSeenAt
    current
  }
`);

export const SignOutSessionMutation = graphql(`
  mutation SignOutSession($id: ID!) {
    signOutSession(id: $id) {
      ...SessionFields
    }
  }
`);

export const SignOutOtherSessionsMutation = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions {
      ...SessionFields
    }
  }
`);

export const useMySessions = () => useQuery({ query: MySessionsQuery, requestPolicy: 'cache-and-network' });
export const useSignOutSession = () => useMutation(SignOutSessionMutation);
export const useSignOutOtherSessions = () => useMutation(SignOutOtherSessionsMutation);
