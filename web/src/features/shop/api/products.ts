import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { ProductsFilter } from '../../../gql/graphql';

export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    name
    urlName
    productType
    collection
    kind
    price
    yourPrice
    memberPriced
    stock
    maxQuantity
    images {
      url
      alt
    }
  }
`);

export const ShopProductsQuery = graphql(`
  query ShopProducts($filter: ProductsFilter, $limit: Int, $offset: Int) {
    products(filter: $filter, limit: $limit, offset: $offset) {
      count
      items {
        ...ProductCardFields
      }
    }
  }
`);

export const SHOP_PAGE_SIZE = 24;

export const useShopProductsQuery = (filter: ProductsFilter, offset: number) =>
  useQuery({ query: ShopProductsQuery, variables: { filter, limit: SHOP_PAGE_SIZE, offset } });

export const ProductFiltersQuery = graphql(`
  query ProductFilters($collection: String) {
    productFilters(collection: $collection) {
      collections
      filters {
        title
        values
      }
    }
  }
`);

export const useProductFiltersQuery = (collection: string | undefined) =>
  useQuery({ query: ProductFiltersQuery, variables: { collection } });
