import { graphql } from '../../../gql';

/**
 * The landing page's community gallery (spec §7): the 25 newest picks, selected only. Image links are
 * same-origin (/images/…, streamed by the BFF) or a CDN's; handles arrive normalised (spec §5).
 */
export const CommunityGalleryQuery = graphql(`
  query CommunityGallery {
    socialSubmissions(selected: true, limit: 25, offset: 0, sortBy: "selectedAt", desc: true) {
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
