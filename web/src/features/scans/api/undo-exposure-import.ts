import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Undoes a roll's exposure-log import (issue 27): its scans as they were before it. */
export const UndoExposureImportMutation = graphql(`
  mutation UndoExposureImport($rollId: ID!, $importId: ID!, $userId: ID) {
    undoExposureImport(rollId: $rollId, importId: $importId, userId: $userId) {
      id
      camera
      exposureImport {
        id
      }
      scans(limit: 100) {
        count
        items {
          id
          exposure {
            summary
          }
        }
      }
    }
  }
`);

export const useUndoExposureImportMutation = () => useMutation(UndoExposureImportMutation);
