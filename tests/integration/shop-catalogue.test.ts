import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

const FIELDS =
  'id name urlName productType collection price memberPrice yourPrice memberPriced stock maxQuantity images { url alt } details { title description filterable }';
const PRODUCTS = `query Products($filter: ProductsFilter, $limit: Int) { products(filter: $filter, limit: $limit) { count items { ${FIELDS} } } }`;

let stack: Stack;
let member: string;
let nonMember: string;
beforeAll(async () => {
  stack = await startStack({ METRICS_TOKEN: 'metrics-token-0123456789' });
  [member, nonMember] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login('newcustomer@lab.test'),
  ]);
});
afterAll(() => stack?.close());

/** GET /products calls the BFF has made so far, from its own upstream metrics. */
async function productCalls(): Promise<number> {
  const metrics = await request(stack.app.server)
    .get('/metrics')
    .set('authorization', 'Bearer metrics-token-0123456789');
  const match =
    /upstream_request_duration_seconds_count\{method="GET",route="\/products",status="200"\} (\d+)/.exec(
      metrics.text,
    );
  return Number(match?.[1] ?? 0);
}

type Page = { products: { count: number; items: Array<Record<string, unknown> & { name: string }> } };

describe('the shop catalogue over GraphQL', () => {
  it('prices each product for the person asking: members the member price, others the list price', async () => {
    const filter = {
      collection: 'Film',
      details: [
        { title: 'Format', value: '35mm' },
        { title: 'Process', value: 'C-41' },
      ],
    };
    const forMember = await stack.gql<Page>(PRODUCTS, { filter }, member);
    const names = forMember.body.data!.products.items.map((p) => p.name);
    expect(names).toEqual(['Kodak Portra 400 35mm', 'Kodak Gold 200 35mm', 'Kodak Ektar 100 35mm']);
    expect(forMember.body.data!.products.items[0]).toMatchObject({
      price: 1899,
      memberPrice: 1709,
      yourPrice: 1709,
      memberPriced: true,
      stock: 42,
      maxQuantity: 42,
      images: [
        {
          url: expect.stringMatching(/^\/images\/product-kodak-portra-400-35mm-front\.webp\?v=[0-9a-f]{12}$/),
          alt: 'Kodak Portra 400 35mm',
        },
        expect.anything(),
      ],
    });
    const forOther = await stack.gql<Page>(PRODUCTS, { filter }, nonMember);
    expect(forOther.body.data!.products.items[0]).toMatchObject({ yourPrice: 1899, memberPriced: false });
  });

  it('answers filters, one product by URL name, prints as made to order, and needs a login', async () => {
    const filters = await stack.gql<{
      productFilters: { collections: string[]; filters: Array<{ title: string; values: string[] }> };
    }>(
      'query ProductFilters($collection: String) { productFilters(collection: $collection) { collections filters { title values } } }',
      { collection: 'Film' },
      member,
    );
    expect(filters.body.data!.productFilters.collections).toEqual(['Digital', 'Film', 'Prints', 'Services']);
    expect(filters.body.data!.productFilters.filters[0]).toEqual({
      title: 'Format',
      values: ['35mm', '120'],
    });
    const print = await stack.gql<{ productByName: Record<string, unknown> }>(
      `query ProductByName($urlName: String!) { productByName(urlName: $urlName) { ${FIELDS} } }`,
      { urlName: 'giclee-print-11x14' },
      member,
    );
    expect(print.body.data!.productByName).toMatchObject({
      productType: 'PRINT',
      maxQuantity: 1_000_000,
      yourPrice: 3800,
    });
    const missing = await stack.gql<{ productByName: null }>(
      'query ProductByName($urlName: String!) { productByName(urlName: $urlName) { id } }',
      { urlName: 'no-such-thing' },
      member,
    );
    expect(missing.body.data!.productByName).toBeNull();
    const visitor = await stack.gql(PRODUCTS, {});
    expect(visitor.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('loads many products by id in one lab call', async () => {
    const page = await stack.gql<Page>(PRODUCTS, { limit: 6 }, member);
    const ids = page.body.data!.products.items.map((p) => p.id as string);
    const query = `query Many { ${ids.map((id, i) => `p${i}: product(id: "${id}") { id name yourPrice }`).join(' ')} }`;
    const before = await productCalls();
    const many = await stack.gql<Record<string, { id: string }>>(query, {}, member);
    expect(Object.values(many.body.data!).map((p) => p.id)).toEqual(ids);
    expect((await productCalls()) - before).toBe(1);
  });
});

describe('product administration over GraphQL', () => {
  const FIELDS_ADMIN =
    'id name urlName sku price memberPrice stock active details { id title description filterable }';
  it('staff create, edit and hide a product, and keep its details; customers are refused', async () => {
    const admin = await stack.login('admin@lab.test');
    const missing = await stack.gql(
      `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: { name: 'Kodak Ultramax 400 35mm', productType: 'PRODUCT', price: 1099, collection: 'Film' } },
      admin,
    );
    expect(missing.body.errors![0]).toMatchObject({ message: 'Enter a SKU', extensions: { field: 'sku' } });
    const created = await stack.gql<{ createProduct: { id: string; urlName: string } }>(
      `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { ${FIELDS_ADMIN} } }`,
      {
        input: {
          name: 'Kodak Ultramax 400 35mm',
          sku: 'FILM-ULTRAMAX-35MM',
          productType: 'PRODUCT',
          price: 1099,
          memberPrice: 999,
          stock: 20,
          collection: 'Film',
        },
      },
      admin,
    );
    const id = created.body.data!.createProduct.id;
    expect(created.body.data!.createProduct.urlName).toBe('kodak-ultramax-400-35mm');
    const withDetail = await stack.gql<{ addProductDetail: { details: Array<{ title: string }> } }>(
      `mutation AddProductDetail($productId: ID!, $input: ProductDetailInput!) {
        addProductDetail(productId: $productId, input: $input) { ${FIELDS_ADMIN} } }`,
      { productId: id, input: { title: 'Format', description: '35mm', filterable: true } },
      admin,
    );
    expect(withDetail.body.data!.addProductDetail.details).toEqual([
      expect.objectContaining({ title: 'Format' }),
    ]);
    const hidden = await stack.gql<{ updateProduct: Record<string, unknown> }>(
      `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS_ADMIN} } }`,
      { id, input: { memberPrice: null, active: false } },
      admin,
    );
    expect(hidden.body.data!.updateProduct).toMatchObject({ memberPrice: null, active: false, price: 1099 });
    const seenByStaff = await stack.gql<{ product: { active: boolean } }>(
      'query Product($id: ID!) { product(id: $id) { active } }',
      { id },
      admin,
    );
    expect(seenByStaff.body.data!.product.active).toBe(false);
    const seenByCustomer = await stack.gql<{ product: null }>(
      'query Product($id: ID!) { product(id: $id) { id } }',
      { id },
      member,
    );
    expect(seenByCustomer.body.data!.product).toBeNull();
    const refused = await stack.gql(
      `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
      { id, input: { price: 1 } },
      member,
    );
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
  it('staff upload a picture with a write link, add it to the product and remove it; customers are refused', async () => {
    const admin = await stack.login('admin@lab.test');
    const { id } = (
      await stack.gql<{ productByName: { id: string } }>(
        'query P($n: String!) { productByName(urlName: $n) { id } }',
        { n: 'kodak-gold-200-35mm' },
        member,
      )
    ).body.data!.productByName;
    const start = await stack.gql<{ startProductImageUpload: { key: string; uploadUrl: string } }>(
      'mutation S($p: ID!, $t: String!) { startProductImageUpload(productId: $p, contentType: $t) { key uploadUrl expiresAt } }',
      { p: id, t: 'image/png' },
      admin,
    );
    const { key, uploadUrl } = start.body.data!.startProductImageUpload;
    expect(uploadUrl).toMatch(/^\/files\/uploads\/product-images\//);
    const file = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#d9a441' } })
      .png()
      .toBuffer();
    const put = await request(stack.app.server).put(uploadUrl).set('content-type', 'image/png').send(file);
    expect([put.status, put.body]).toEqual([200, { key }]);
    const added = await stack.gql<{ addProductImage: { images: Array<{ url: string; path: string }> } }>(
      'mutation A($p: ID!, $k: String!) { addProductImage(productId: $p, key: $k) { images { url path } } }',
      { p: id, k: key },
      admin,
    );
    const images = added.body.data!.addProductImage.images;
    expect(images).toHaveLength(3);
    const picture = await request(stack.app.server).get(images[2]!.url);
    expect(picture.status).toBe(200);
    expect((await sharp(picture.body as Buffer).metadata()).width).toBe(1600);
    const again = await stack.gql(
      'mutation A($p: ID!, $k: String!) { addProductImage(productId: $p, key: $k) { id } }',
      { p: id, k: key },
      admin,
    );
    expect(again.body.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT' });
    const removed = await stack.gql<{ removeProductImage: { images: Array<{ path: string }> } }>(
      'mutation R($p: ID!, $path: String!) { removeProductImage(productId: $p, path: $path) { images { path } } }',
      { p: id, path: images[2]!.path },
      admin,
    );
    expect(removed.body.data!.removeProductImage.images.map((image) => image.path)).toEqual([
      images[0]!.path,
      images[1]!.path,
    ]);
    const refused = await stack.gql(
      'mutation S($p: ID!, $t: String!) { startProductImageUpload(productId: $p, contentType: $t) { key } }',
      { p: id, t: 'image/png' },
      member,
    );
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const wrongType = await stack.gql(
      'mutation S($p: ID!, $t: String!) { startProductImageUpload(productId: $p, contentType: $t) { key } }',
      { p: id, t: 'image/gif' },
      admin,
    );
    expect(wrongType.body.errors![0]).toMatchObject({
      message: 'Pictures must be JPEG or PNG files',
      extensions: { code: 'BAD_USER_INPUT', field: 'contentType' },
    });
  });

  it("staff set the drawn pictures' two colours through spec §5's hex colour helper; the picture follows", async () => {
    const admin = await stack.login('admin@lab.test');
    const PICTURE = 'colors images { url }';
    const create = (colors: string[]) =>
      stack.gql<{ createProduct: { id: string; colors: string[]; images: Array<{ url: string }> } }>(
        `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id ${PICTURE} } }`,
        {
          input: {
            name: 'Lomo Colour 100 35mm',
            sku: 'FILM-LOMO-COLOUR',
            productType: 'PRODUCT',
            price: 899,
            collection: 'Film',
            colors,
          },
        },
        admin,
      );
    const refused = await create(['ab', '#1f3b73']);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors![0]).toMatchObject({
      message: 'input is not a valid hex color.',
      extensions: { code: 'BAD_USER_INPUT', field: 'colors.0' },
    });
    const created = await create(['#e7a33e', '#c4501b']);
    const product = created.body.data!.createProduct;
    expect(product.colors).toEqual(['#e7a33e', '#c4501b']);

    const update = (colors: string[], token = admin) =>
      stack.gql<{ updateProduct: { colors: string[]; images: Array<{ url: string }> } }>(
        `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PICTURE} } }`,
        { id: product.id, input: { colors } },
        token,
      );
    const bad = await update(['#1f3b73', '#abcd']);
    expect(bad.body.errors![0]).toMatchObject({
      message: 'input is not a valid hex color.',
      extensions: { code: 'BAD_USER_INPUT', field: 'colors.1' },
    });
    const changed = await update(['abc', '#1F3B73']);
    const after = changed.body.data!.updateProduct;
    expect(after.colors).toEqual(['#aabbcc', '#1f3b73']);
    // A new link for the new look, served same-origin, drawn in the new main colour.
    expect(after.images[0]!.url).toMatch(
      /^\/images\/product-lomo-colour-100-35mm-front\.webp\?v=[0-9a-f]{12}$/,
    );
    expect(after.images[0]!.url).not.toBe(product.images[0]!.url);
    const image = await request(stack.app.server).get(after.images[0]!.url).buffer(true);
    expect(image.status).toBe(200);
    const { data, info } = await sharp(image.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (220 * info.width + 400) * info.channels;
    const pixel = [...data.subarray(at, at + 3)];
    for (const [i, channel] of [0xaa, 0xbb, 0xcc].entries())
      expect(Math.abs(pixel[i]! - channel)).toBeLessThan(12);

    // Customers see no colours (an editing detail) and cannot set them.
    const seen = await stack.gql<{ product: { colors: null } }>(
      'query Product($id: ID!) { product(id: $id) { colors } }',
      { id: product.id },
      member,
    );
    expect(seen.body.data!.product.colors).toBeNull();
    expect((await update(['#000000', '#ffffff'], member)).body.errors![0]!.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
