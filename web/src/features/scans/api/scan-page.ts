import { graphql } from '../../../gql';

/** One scan for its page, the user's tags for suggestions, and the roll's frames for previous/next and the lightbox. */
export const ScanPageQuery = graphql(`
  query ScanPage($userId: ID!, $asAdmin: Boolean!, $scanId: ID!) {
    me @skip(if: $asAdmin) {
      id
      ...ScanPageUserFields
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      ...ScanPageUserFields
    }
  }

  fragment ScanPageUserFields on User {
    scan(id: $scanId) {
      ...ScanPageFields
    }
    tags {
      id
      name
    }
  }

  fragment ScanPageFields on Scan {
    id
    rollId
    frame
    name
    description
    width
    height
    rotation
    thumbnailUrl
    midResUrl
    hiResUrl
    hiResBytes
    unlocked
    filmBrand
    filmModel
    exposure {
      takenAt
      cameraMake
      cameraModel
      lens
      focalLength
      fNumber
      shutter
      exposureCompensation
      iso
      filter
      latitude
      longitude
      altitude
      note
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

/**
 * The roll's frames in order (ids and lightbox sizes), for previous/next and the lightbox. 100 is the BFF's most
 * per page (every list's limit is 1–100): it used to ask for 1,000, was refused, and the page had no frames.
 */
export const ScanRollFramesQuery = graphql(`
  query ScanRollFrames($userId: ID!, $asAdmin: Boolean!, $rollId: ID!) {
    me @skip(if: $asAdmin) {
      id
      filmRoll(id: $rollId) {
        ...ScanRollFrames
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      filmRoll(id: $rollId) {
        ...ScanRollFrames
      }
    }
  }

  fragment ScanRollFrames on FilmRoll {
    id
    name
    stock
    scans(limit: 100) {
      count
      items {
        id
        frame
        width
        height
        thumbnailUrl
        midResUrl
        hiResUrl
        filmBrand
        filmModel
        exposure {
          summary
        }
      }
    }
  }
`);

export const RotateScanMutation = graphql(`
  mutation RotateScan($scanId: ID!, $direction: RotateDirection!, $userId: ID) {
    rotateScan(scanId: $scanId, direction: $direction, userId: $userId) {
      ...ScanPageFields
    }
  }
`);

export const SubmitScanToCommunityMutation = graphql(`
  mutation SubmitScanToCommunity($scanId: ID!, $socialHandle: String, $userId: ID) {
    submitScanToCommunity(scanId: $scanId, socialHandle: $socialHandle, userId: $userId) {
      id
      handle
    }
  }
`);
