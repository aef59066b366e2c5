import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Photo locations on a roll (where the pictures were taken, not a drop-off): the same shape as tags. */
export const AddRollLocationMutation = graphql(`
  mutation AddRollLocation($rollId: ID!, $name: String!, $userId: ID) {
    addRollLocation(rollId: $rollId, name: $name, userId: $userId) {
      id
      locations {
        id
        name
      }
    }
  }
`);

export const RenameRollLocationMutation = graphql(`
  mutation RenameRollLocation($rollId: ID!, $locationId: ID!, $name: String!, $userId: ID) {
    renameRollLocation(rollId: $rollId, locationId: $locationId, name: $name, userId: $userId) {
      id
      locations {
        id
        name
      }
    }
  }
`);

export const RemoveRollLocationMutation = graphql(`
  mutation RemoveRollLocation($rollId: ID!, $locationId: ID!, $userId: ID) {
    removeRollLocation(rollId: $rollId, locationId: $locationId, userId: $userId) {
      id
      locations {
        id
        name
      }
    }
  }
`);

/** Locations on scans: adding and removing take many scans at once (the roll page's selection). */
export const AddScanLocationMutation = graphql(`
  mutation AddScanLocation($scanIds: [ID!]!, $name: String!, $userId: ID) {
    addScanLocation(scanIds: $scanIds, name: $name, userId: $userId) {
      id
      locations {
        id
        name
      }
    }
  }
`);

export const RenameScanLocationMutation = graphql(`
  mutation RenameScanLocation($scanId: ID!, $locationId: ID!, $name: String!, $userId: ID) {
    renameScanLocation(scanId: $scanId, locationId: $locationId, name: $name, userId: $userId) {
      id
      locations {
        id
        name
      }
    }
  }
`);

export const RemoveScanLocationMutation = graphql(`
  mutation RemoveScanLocation($scanIds: [ID!]!, $locationId: ID!, $userId: ID) {
    removeScanLocation(scanIds: $scanIds, locationId: $locationId, userId: $userId) {
      id
      locations {
        id
        name
      }
    }
  }
`);

export const useAddRollLocationMutation = () => useMutation(AddRollLocationMutation);
export const useRenameRollLocationMutation = () => useMutation(RenameRollLocationMutation);
export const useRemoveRollLocationMutation = () => useMutation(RemoveRollLocationMutation);
export const useAddScanLocationMutation = () => useMutation(AddScanLocationMutation);
export const useRenameScanLocationMutation = () => useMutation(RenameScanLocationMutation);
export const useRemoveScanLocationMutation = () => useMutation(RemoveScanLocationMutation);
