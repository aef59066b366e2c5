import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Working hours: each answers the courier with their hours as they now stand. */
export const AddMessengerHoursMutation = graphql(`
  mutation AddMessengerHours($messengerId: ID!, $input: MessengerHoursInput!) {
    addMessengerHours(messengerId: $messengerId, input: $input) {
      ...MessengerFields
    }
  }
`);

export const UpdateMessengerHoursMutation = graphql(`
  mutation UpdateMessengerHours($messengerId: ID!, $hoursId: ID!, $input: MessengerHoursInput!) {
    updateMessengerHours(messengerId: $messengerId, hoursId: $hoursId, input: $input) {
      ...MessengerFields
    }
  }
`);

export const DeleteMessengerHoursMutation = graphql(`
  mutation DeleteMessengerHours($messengerId: ID!, $hoursId: ID!) {
    deleteMessengerHours(messengerId: $messengerId, hoursId: $hoursId) {
      ...MessengerFields
    }
  }
`);

export const useAddHoursMutation = () => useMutation(AddMessengerHoursMutation);
export const useUpdateHoursMutation = () => useMutation(UpdateMessengerHoursMutation);
export const useDeleteHoursMutation = () => useMutation(DeleteMessengerHoursMutation);
