import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Tags on a roll: a new name creates the user's tag; renaming renames it everywhere it is used. */
export const AddRollTagMutation = graphql(`
  mutation AddRollTag($rollId: ID!, $name: String!, $userId: ID) {
    addRollTag(rollId: $rollId, name: $name, userId: $userId) {
      id
      tags {
        id
        name
      }
    }
  }
`);

export const RenameRollTagMutation = graphql(`
  mutation RenameRollTag($rollId: ID!, $tagId: ID!, $name: String!, $userId: ID) {
    renameRollTag(rollId: $rollId, tagId: $tagId, name: $name, userId: $userId) {
      id
      tags {
        id
        name
      }
    }
  }
`);

export const RemoveRollTagMutation = graphql(`
  mutation RemoveRollTag($rollId: ID!, $tagId: ID!, $userId: ID) {
    removeRollTag(rollId: $rollId, tagId: $tagId, userId: $userId) {
      id
      tags {
        id
        name
      }
    }
  }
`);

/** Tags on scans: adding and removing take many scans at once (the roll page's selection). */
export const AddScanTagMutation = graphql(`
  mutation AddScanTag($scanIds: [ID!]!, $name: String!, $userId: ID) {
    addScanTag(scanIds: $scanIds, name: $name, userId: $userId) {
      id
      tags {
        id
        name
      }
    }
  }
`);

export const RenameScanTagMutation = graphql(`
  mutation RenameScanTag($scanId: ID!, $tagId: ID!, $name: String!, $userId: ID) {
    renameScanTag(scanId: $scanId, tagId: $tagId, name: $name, userId: $userId) {
      id
      tags {
        id
        name
      }
    }
  }
`);

export const RemoveScanTagMutation = graphql(`
  mutation RemoveScanTag($scanIds: [ID!]!, $tagId: ID!, $userId: ID) {
    removeScanTag(scanIds: $scanIds, tagId: $tagId, userId: $userId) {
      id
      tags {
        id
        name
      }
    }
  }
`);

export const useAddRollTagMutation = () => useMutation(AddRollTagMutation);
export const useRenameRollTagMutation = () => useMutation(RenameRollTagMutation);
export const useRemoveRollTagMutation = () => useMutation(RemoveRollTagMutation);
export const useAddScanTagMutation = () => useMutation(AddScanTagMutation);
export const useRenameScanTagMutation = () => useMutation(RenameScanTagMutation);
export const useRemoveScanTagMutation = () => useMutation(RemoveScanTagMutation);
