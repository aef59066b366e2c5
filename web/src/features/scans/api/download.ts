import { graphql } from '../../../gql';

/** The files of a pick-up, a roll or a selection, for the zip the browser builds (decision 060, Downloads). */
export const DownloadManifestQuery = graphql(`
  query DownloadManifest($userId: ID!, $asAdmin: Boolean!, $input: DownloadInput!) {
    me @skip(if: $asAdmin) {
      id
      download(input: $input) {
        ...DownloadManifestFields
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      download(input: $input) {
        ...DownloadManifestFields
      }
    }
  }

  fragment DownloadManifestFields on DownloadManifest {
    fileName
    fileCount
    totalBytes
    files {
      scanId
      name
      bytes
      url
      lastModified
    }
  }
`);
