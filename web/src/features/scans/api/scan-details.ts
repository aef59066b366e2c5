import { graphql } from '../../../gql';

/** A scan's name and description, edited on its page (issue 23). */
export const UpdateScanDetailsMutation = graphql(`
  mutation UpdateScanDetails($scanId: ID!, $input: ScanDetailsInput!, $userId: ID) {
    updateScan(scanId: $scanId, input: $input, userId: $userId) {
      ...ScanPageFields
    }
  }
`);
