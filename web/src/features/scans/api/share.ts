import { graphql } from '../../../gql';

/** A share link's fields, as the dialog and the 'Shared links' list show them. */
export const ShareLinkFields = graphql(`
  fragment ShareLinkFields on ShareLink {
    code
    path
    scanCount
    expiresAt
    hasPassword
    allowDownload
    revokedAt
    viewCount
    createdAt
    previewScans {
      id
      thumbnailUrl
      frame
    }
  }
`);

export const CreateShareLinkMutation = graphql(`
  mutation CreateShareLink($input: CreateShareLinkInput!) {
    createShareLink(input: $input) {
      ...ShareLinkFields
    }
  }
`);

export const UpdateShareLinkMutation = graphql(`
  mutation UpdateShareLink($input: UpdateShareLinkInput!) {
    updateShareLink(input: $input) {
      ...ShareLinkFields
    }
  }
`);

export const RevokeShareLinkMutation = graphql(`
  mutation RevokeShareLink($code: String!) {
    revokeShareLink(code: $code) {
      ...ShareLinkFields
    }
  }
`);

/** The links the user made, newest first, revoked ones included. */
export const ShareLinksQuery = graphql(`
  query ShareLinks($userId: ID!, $asAdmin: Boolean!) {
    me @skip(if: $asAdmin) {
      id
      shareLinks {
        ...ShareLinkFields
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      shareLinks {
        ...ShareLinkFields
      }
    }
  }
`);

/** The public page's address for a link's path (the server answers '/shared-scans/{code}'). */
export function shareUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
