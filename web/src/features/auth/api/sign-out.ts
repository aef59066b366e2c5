import { graphql } from '../../../gql';

/** Ends this session at the lab (docs/decisions/110); the app forgets its token whatever the answer. */
export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);
