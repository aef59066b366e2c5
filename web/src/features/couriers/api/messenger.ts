import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

export const MessengerQuery = graphql(`
  query Messenger($id: ID!) {
    messenger(id: $id) {
      ...MessengerFields
    }
  }
`);

export const useMessengerQuery = (id: string) => useQuery({ query: MessengerQuery, variables: { id } });

export const UpdateMessengerMutation = graphql(`
  mutation UpdateMessenger($id: ID!, $input: MessengerInput!) {
    updateMessenger(id: $id, input: $input) {
      ...MessengerFields
    }
  }
`);

export const useUpdateMessengerMutation = () => useMutation(UpdateMessengerMutation);
