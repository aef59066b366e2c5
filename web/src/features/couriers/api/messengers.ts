import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

/** Every courier (admins); a courier gets their own. */
export const MessengersQuery = graphql(`
  query Messengers {
    messengers {
      ...MessengerFields
    }
  }
`);

export const useMessengersQuery = () => useQuery({ query: MessengersQuery });

export const CreateMessengerMutation = graphql(`
  mutation CreateMessenger($input: MessengerInput!) {
    createMessenger(input: $input) {
      ...MessengerFields
    }
  }
`);

export const useCreateMessengerMutation = () => useMutation(CreateMessengerMutation);
