import { graphql } from '../../../gql';

/** The landing page's community gallery (spec §7: limit 25, offset 0, newest pick first, selected only). */
export const CommunitySubmissionsQuery = graphql(`
  query CommunitySubmissions($limit: Int = 25, $offset: Int = 0) {
    socialSubmissions(selected: true, limit: $limit, offset: $offset, sortBy: "selectedAt", desc: true) {
      count
      submissions {
        id
        handle
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
