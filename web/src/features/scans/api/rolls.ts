import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { FilmRollFilter } from '../../../gql/graphql';

/**
 * A page of the user's rolls (newest first) with what they can be filtered by and the user's platform terms.
 * Customers read their own through `me`; admins anyone's through `user(id:)` (graphql-conventions).
 */
export const UserRollsQuery = graphql(`
  query UserRolls($userId: ID!, $asAdmin: Boolean!, $filter: FilmRollFilter, $offset: Int!) {
    me @skip(if: $asAdmin) {
      id
      ...UserRollsFields
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      ...UserRollsFields
    }
  }

  fragment UserRollsFields on User {
    filmRolls(filter: $filter, limit: 24, offset: $offset) {
      count
      items {
        ...RollCardFields
      }
    }
    scanFilters {
      stocks
      formats
      processes
      tags {
        id
        name
      }
      locations {
        id
        name
      }
      firstDate
      lastDate
    }
    platformAccess {
      ...PlatformAccessFields
    }
  }

  fragment RollCardFields on FilmRoll {
    id
    name
    stock
    formatLabel
    processLabel
    pushPull
    scanCount
    syncedAt
    storageExpiresAt
    storageExpired
    stage
    previewScans(limit: 4) {
      id
      frame
      thumbnailUrl
      width
      height
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

  fragment PlatformAccessFields on PlatformAccess {
    status
    trialEndsAt
    storageDays
  }
`);

/** The page size written into the query (a literal limit keeps its cost measured at 24, not the 100 maximum). */
export const ROLLS_PAGE_SIZE = 24;

export function useUserRollsQuery(userId: string, asAdmin: boolean, filter: FilmRollFilter, page: number) {
  return useQuery({
    query: UserRollsQuery,
    variables: { userId, asAdmin, filter, offset: page * ROLLS_PAGE_SIZE },
  });
}
