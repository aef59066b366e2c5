import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

/** One roll with its scans in frame order: the first 100 (GraphQL pages are 1–100; a half-frame 35mm roll holds about 72). */
export const UserRollQuery = graphql(`
  query UserRoll($userId: ID!, $asAdmin: Boolean!, $rollId: ID!) {
    me @skip(if: $asAdmin) {
      id
      ...UserRollFields
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      ...UserRollFields
    }
  }

  fragment UserRollFields on User {
    filmRoll(id: $rollId) {
      ...RollPageFields
    }
    tags {
      id
      name
    }
    platformAccess {
      ...PlatformAccessFields
    }
  }

  fragment RollPageFields on FilmRoll {
    id
    orderId
    name
    stock
    formatLabel
    processLabel
    pushPull
    halfFrames
    scanCount
    syncedAt
    camera
    exposureImport {
      id
      source
      fileName
      frameCount
      importedAt
    }
    storageExpiresAt
    storageExpired
    tags {
      id
      name
    }
    locations {
      id
      name
    }
    scans(limit: 100) {
      count
      items {
        ...RollScanFields
      }
    }
  }

  fragment RollScanFields on Scan {
    id
    rollId
    frame
    name
    width
    height
    thumbnailUrl
    exposure {
      summary
    }
    tags {
      id
      name
    }
    locations {
      id
      name
    }
  }
`);

export function useUserRollQuery(userId: string, asAdmin: boolean, rollId: string) {
  return useQuery({ query: UserRollQuery, variables: { userId, asAdmin, rollId } });
}

export const RenameFilmRollMutation = graphql(`
  mutation RenameFilmRoll($rollId: ID!, $name: String, $userId: ID) {
    renameFilmRoll(rollId: $rollId, name: $name, userId: $userId) {
      id
      name
    }
  }
`);

export const ReverseRollScansMutation = graphql(`
  mutation ReverseRollScans($rollId: ID!, $userId: ID) {
    reverseRollScans(rollId: $rollId, userId: $userId) {
      ...RollPageFields
    }
  }
`);

export const ClearRollScansMutation = graphql(`
  mutation ClearRollScans($rollId: ID!, $userId: ID) {
    clearRollScans(rollId: $rollId, userId: $userId) {
      ...RollPageFields
    }
  }
`);

export const useRenameFilmRollMutation = () => useMutation(RenameFilmRollMutation);
export const useReverseRollScansMutation = () => useMutation(ReverseRollScansMutation);
export const useClearRollScansMutation = () => useMutation(ClearRollScansMutation);
