import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** What happens to the order's negatives, and where shipped ones go. */
export const SetReturnNegativesMutation = graphql(`
  mutation SetReturnNegatives($input: ReturnNegativesInput!) {
    setReturnNegatives(input: $input) {
      ...OrderFields
    }
  }
`);

export function useSetReturnNegativesMutation() {
  return useMutation(SetReturnNegativesMutation);
}
