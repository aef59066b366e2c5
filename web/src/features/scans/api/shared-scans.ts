import { graphql } from '../../../gql';

/** A public share page's scans (no login); the password travels with the query when the link has one. */
export const SharedScansQuery = graphql(`
  query SharedScans($code: String!, $password: String) {
    sharedScans(code: $code, password: $password) {
      code
      sharedBy
      expiresAt
      allowDownload
      scans {
        id
        frame
        width
        height
        thumbnailUrl
        midResUrl
        hiResUrl
        filmBrand
        filmModel
      }
    }
  }
`);

/** The shared scans as a zip manifest, asked for only when the visitor starts the download. */
export const SharedScansDownloadQuery = graphql(`
  query SharedScansDownload($code: String!, $password: String) {
    sharedScans(code: $code, password: $password) {
      code
      download {
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
    }
  }
`);
