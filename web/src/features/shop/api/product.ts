import { useQuery } from 'urql';
import { graphql } from '../../../gql';

export const ProductDetailQuery = graphql(`
  query ProductDetail($urlName: String!) {
    productByName(urlName: $urlName) {
      ...ProductCardFields
      sku
      summary
      memberPrice
      details {
        id
        title
        description
        filterable
      }
    }
  }
`);

export const useProductDetailQuery = (urlName: string) =>
  useQuery({ query: ProductDetailQuery, variables: { urlName } });
