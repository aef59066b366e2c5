import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

export const AdminProductFields = graphql(`
  fragment AdminProductFields on Product {
    id
    name
    urlName
    sku
    productType
    collection
    summary
    price
    memberPrice
    stock
    active
    colors
    images {
      url
      alt
      path
    }
    details {
      id
      title
      description
      filterable
      images {
        url
        alt
        path
      }
    }
  }
`);

export const AdminProductsQuery = graphql(`
  query AdminProducts($filter: ProductsFilter, $offset: Int) {
    products(filter: $filter, limit: 50, offset: $offset) {
      count
      items {
        ...AdminProductFields
      }
    }
  }
`);

export const useAdminProductsQuery = (search: string, offset: number) =>
  useQuery({
    query: AdminProductsQuery,
    variables: { filter: { includeInactive: true, search: search || undefined }, offset },
  });

export const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    product(id: $id) {
      ...AdminProductFields
    }
  }
`);

export const useAdminProductQuery = (id: string) => useQuery({ query: AdminProductQuery, variables: { id } });

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...AdminProductFields
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductFields
    }
  }
`);

export const AddProductDetailMutation = graphql(`
  mutation AddProductDetail($productId: ID!, $input: ProductDetailInput!) {
    addProductDetail(productId: $productId, input: $input) {
      ...AdminProductFields
    }
  }
`);

export const UpdateProductDetailMutation = graphql(`
  mutation UpdateProductDetail($productId: ID!, $detailId: ID!, $input: ProductDetailInput!) {
    updateProductDetail(productId: $productId, detailId: $detailId, input: $input) {
      ...AdminProductFields
    }
  }
`);

export const RemoveProductDetailMutation = graphql(`
  mutation RemoveProductDetail($productId: ID!, $detailId: ID!) {
    removeProductDetail(productId: $productId, detailId: $detailId) {
      ...AdminProductFields
    }
  }
`);

export const StartProductImageUploadMutation = graphql(`
  mutation StartProductImageUpload($productId: ID!, $contentType: String!) {
    startProductImageUpload(productId: $productId, contentType: $contentType) {
      key
      uploadUrl
    }
  }
`);

export const AddProductImageMutation = graphql(`
  mutation AddProductImage($productId: ID!, $key: String!, $detailId: ID) {
    addProductImage(productId: $productId, key: $key, detailId: $detailId) {
      ...AdminProductFields
    }
  }
`);

export const RemoveProductImageMutation = graphql(`
  mutation RemoveProductImage($productId: ID!, $path: String!, $detailId: ID) {
    removeProductImage(productId: $productId, path: $path, detailId: $detailId) {
      ...AdminProductFields
    }
  }
`);

export const useCreateProductMutation = () => useMutation(CreateProductMutation);
export const useUpdateProductMutation = () => useMutation(UpdateProductMutation);
export const useAddProductDetailMutation = () => useMutation(AddProductDetailMutation);
export const useUpdateProductDetailMutation = () => useMutation(UpdateProductDetailMutation);
export const useRemoveProductDetailMutation = () => useMutation(RemoveProductDetailMutation);
export const useStartProductImageUploadMutation = () => useMutation(StartProductImageUploadMutation);
export const useAddProductImageMutation = () => useMutation(AddProductImageMutation);
export const useRemoveProductImageMutation = () => useMutation(RemoveProductImageMutation);
