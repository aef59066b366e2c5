import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

export const SocialSignInProvidersQuery = graphql(`
  query SocialSignInProviders {
    socialSignInProviders {
      provider
      name
      startUrl
    }
  }
`);

export const GoogleSignInMutation = graphql(`
  mutation GoogleSignIn($token: String!) {
    googleSignIn(token: $token) {
      token
      user {
        id
        role
      }
    }
  }
`);

export const FacebookSignInMutation = graphql(`
  mutation FacebookSignIn($token: String!) {
    facebookSignIn(token: $token) {
      token
      user {
        id
        role
      }
    }
  }
`);

export const useSocialSignInProviders = () => useQuery({ query: SocialSignInProvidersQuery });
export const useGoogleSignIn = () => useMutation(GoogleSignInMutation);
export const useFacebookSignIn = () => useMutation(FacebookSignInMutation);
