import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Tags on a roll: a new name creates the user's tag; renaming renames it everywhere it is used. */
export const AddRollTagMutation = graphql(`
  mutation AddRollTag($rollId: ID!, $name: String!) {
    addRollTag(rollId: $rollId, name: $name) {
      id
      tags {
        id
        name
      }
    }
  }
`);

export const RenameRollTagMutation = graphql(`
  mutation RenameRollTag($rollId: ID!, $tagId: ID!, $name: String!) {
    renameRollTag(rollId: $rollId, tagId: $tagId, name: $name) {
      id
      tags {
        id
        name
      }
    }
  }
`);

export const RemoveRollTagMutation = graphql(`
  mutation RemoveRollTag($rollId: ID!, $tagId: ID!) {
    removeRollTag(rollId: $rollId, tagId: $tagId) {
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
  mutation AddScanTag($scanIds: [ID!]!, $name: String!) {
    addScanTag(scanIds: $scanIds, name: $name) {
      id
      tags {
        id
        name
      }
    }
  }
`);

export const RenameScanTagMutation = graphql(`
  mutation RenameScanTag($scanId: ID!, $tagId: ID!, $name: String!) {
    renameScanTag(scanId: $scanId, tagId: $tagId, name: $name) {
      id
      tags {
        id
        name
      }
    }
  }
`);

export const RemoveScanTagMutation = graphql(`
  mutation RemoveScanTag($scanIds: [ID!]!, $tagId: ID!) {
    removeScanTag(scanIds: $scanIds, tagId: $tagId) {
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
