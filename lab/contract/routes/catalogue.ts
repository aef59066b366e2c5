// Contracts of this area's routes (see define.ts). Registered on import by routes/index.ts.
// The catalogue: products with their details and pictures (print papers and drafts are prints.ts, vendor orders
// vendor-orders.ts, couriers couriers.ts).
import { z } from 'zod';
import {
  addBody,
  detailParams as imageDetailParams,
  productParams as imageProductParams,
  pathQuery,
  uploadBody,
} from '../../routes/product-images';
import {
  detailBody,
  detailParams,
  filtersQuery,
  productBody,
  productNameParams,
  productParams,
  productPatch,
  productQuery,
} from '../../routes/products';
import { defineRoutes, type RouteContract } from '../define';
import {
  Product,
  ProductFilters,
  ProductImageUpload,
  ProductPage,
  StoredProductDetail,
} from '../shapes/catalogue';

const productsOfType = (kind: string): RouteContract => ({
  summary: `The active ${kind} products`,
  description: 'At most 100, by collection then id. The query is not read.',
  access: 'signed-in',
  answers: { 200: z.array(Product) },
});

defineRoutes({
  // ── Products (any signed-in user reads; staff write) ──
  'GET /products': {
    summary: 'A page of the catalogue',
    description:
      'Ids come as `ids[]` (repeated) or `ids` (comma-joined), at most 100. Every `filter=Title:Value` must match a filterable detail. Without `active`, inactive products are listed too.',
    access: 'signed-in',
    query: productQuery,
    answers: { 200: ProductPage },
  },
  'GET /products/filters': {
    summary: "The shop's filter collections and filters",
    access: 'signed-in',
    query: filtersQuery,
    answers: { 200: ProductFilters },
  },
  'GET /products/digital': productsOfType('DIGITAL'),
  'GET /products/service': productsOfType('SERVICE_ADD_ON'),
  'GET /products/print': productsOfType('PRINT'),
  'GET /products/name/:name': {
    summary: 'A product by its URL name',
    access: 'signed-in',
    params: productNameParams,
    answers: { 200: Product },
    errors: [404],
  },
  'GET /products/:id': {
    summary: 'A product',
    access: 'signed-in',
    params: productParams,
    answers: { 200: Product },
    errors: [404],
  },
  'POST /products': {
    summary: 'Add a product',
    description:
      "The URL name defaults to one made from the name. 409 on `sku` or `urlName` when another product has it. 400 on `memberPrice` when it is above `price`. `colors` (extension `product-images`): the drawn pictures' two colours through spec §5's hex colour helper, 400 'input is not a valid hex color.' on `colors.{i}`.",
    access: 'admin',
    body: productBody,
    bodyExample: {
      name: 'Kodak Portra 400 35mm',
      sku: 'FILM-KODAKPORTRA4-35MM',
      productType: 'PRODUCT',
      price: 1899,
      memberPrice: 1709,
      stock: 42,
      collection: 'Film',
      metadataType: 'film',
    },
    answers: { 201: Product },
    errors: [409],
  },
  'PUT /products/:id': {
    summary: 'Change a product',
    description:
      "Sets only the fields present. 409 on `sku` or `urlName` when another product has it. 400 on `memberPrice` when the member price the product would have is above its list price (a new `price` is checked against the member price kept). `colors` (extension `product-images`) as in POST /products; the drawn pictures' read links change with them.",
    access: 'admin',
    params: productParams,
    body: productPatch,
    bodyExample: { price: 1999, stock: 40 },
    answers: { 200: Product },
    errors: [404, 409],
  },
  'POST /products/:id/details': {
    summary: 'Add a detail to a product',
    description: "The detail goes last. A filterable detail becomes one of the shop's filters.",
    access: 'admin',
    params: productParams,
    body: detailBody,
    bodyExample: { title: 'Format', description: '35mm', filterable: true },
    answers: { 201: Product },
    errors: [404],
  },
  'GET /products/:id/details/:detailsId': {
    summary: 'One detail of a product',
    access: 'admin',
    params: detailParams,
    answers: { 200: StoredProductDetail },
    errors: [404],
  },
  'PUT /products/:id/details/:detailsId': {
    summary: 'Change a detail of a product',
    access: 'admin',
    params: detailParams,
    body: detailBody,
    bodyExample: { title: 'Format', description: '120', filterable: true },
    answers: { 200: Product },
    errors: [404],
  },
  'DELETE /products/:id/details/:detailsId': {
    summary: 'Remove a detail of a product',
    access: 'admin',
    params: detailParams,
    answers: { 200: Product },
    errors: [404],
  },
  'POST /products/:id/image-uploads': {
    summary: 'A write link for a new product picture',
    description:
      'PUT the raw JPEG or PNG to `write`, then add it with POST /products/{id}/images. The key is bound to this product.',
    access: 'admin',
    extension: 'product-images',
    params: imageProductParams,
    body: uploadBody,
    bodyExample: { contentType: 'image/jpeg' },
    answers: { 201: ProductImageUpload },
    errors: [404],
  },
  'POST /products/:id/images': {
    summary: 'Add an uploaded picture to a product or one of its details',
    description:
      'The upload becomes a WebP (longest side at most 1600 px) placed last. 400 on `key` when it is not an upload of this product; 409 when already added, not uploaded yet, or 12 pictures are there; 415 not JPEG or PNG; 422 unreadable.',
    access: 'admin',
    extension: 'product-images',
    params: imageProductParams,
    body: addBody,
    bodyExample: { key: 'product-images/p1-9f86d081884c7d659a2feaa0c55ad015' },
    answers: { 201: Product },
    errors: [404, 409, 415, 422],
  },
  'DELETE /products/:id/images': {
    summary: 'Remove a picture of a product',
    description:
      "`path` is the picture's name. The first removal replaces the two drawn pictures with a list of the product's own; an uploaded file is deleted with it.",
    access: 'admin',
    params: imageProductParams,
    query: pathQuery,
    answers: { 200: Product },
    errors: [404],
  },
  'DELETE /products/:id/details/:detailsId/images': {
    summary: 'Remove a picture of a product detail',
    description: "`path` is the picture's name; an uploaded file is deleted with it.",
    access: 'admin',
    params: imageDetailParams,
    query: pathQuery,
    answers: { 200: Product },
    errors: [404],
  },
});
