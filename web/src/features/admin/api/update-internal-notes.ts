import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Saves the staff-only notes of an order. */
export const UpdateInternalNotesMutation = graphql(`
  mutation UpdateInternalNotes($id: ID!, $internalNotes: String!) {
    updateOrder(input: { id: $id, internalNotes: $internalNotes }) {
      ...AdminOrderPanelFields
    }
  }
`);

export function useUpdateInternalNotesMutation() {
  return useMutation(UpdateInternalNotesMutation);
}
