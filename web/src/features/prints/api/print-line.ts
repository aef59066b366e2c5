import { graphql } from '../../../gql';

/** What a print line in the cart shows (spread into the cart's CartFields): description, pictures, border, count. */
export const CartPrintFields = graphql(`
  fragment CartPrintFields on CartPrint {
    kind
    description
    paperName
    width
    height
    border
    printCount
    draft {
      id
      url
    }
    scans {
      id
      rollId
      frame
      thumbnailUrl
    }
  }
`);
