import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let customer: string;
beforeAll(async () => {
  lab = await createTestLab();
  customer = await lab.login('customer@lab.test');
}, 60_000);
afterAll(() => lab.close());

const get = async (url: string, token: string | null = customer) => {
  const response = await lab.app.inject({ method: 'GET', url, headers: token ? authHeader(token) : {} });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('the catalogue', () => {
  it('lists products by collection with prices, stock, details and image links', async () => {
    const { body } = await get('/products?collection=Film');
    expect(body.count).toBe(10);
    const portra = body.products.find((p: { urlName: string }) => p.urlName === 'kodak-portra-400-35mm');
    expect(portra).toMatchObject({
      name: 'Kodak Portra 400 35mm',
      productType: 'PRODUCT',
      price: 1899,
      memberPrice: 1709,
      stock: 42,
      collection: 'Film',
      metadata: { product_type: 'film' },
      details: expect.arrayContaining([
        { id: expect.any(Number), title: 'Format', description: '35mm', filterable: true, images: [] },
      ]),
    });
    expect(portra.images[0].read).toMatch(
      /^http:\/\/.+\/public\/images\/product-kodak-portra-400-35mm-front\.webp\?v=[0-9a-f]{12}$/,
    );
  });

  it('fetches many by ids[] in one call (at most 100) and filters by details', async () => {
    const { body: all } = await get('/products?limit=3');
    const ids = all.products.map((p: { id: number }) => p.id);
    const { body } = await get(`/products?${ids.map((id: number) => `ids[]=${id}`).join('&')}`);
    expect(body.products.map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());
    const tooMany = await get(`/products?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`);
    expect(tooMany.body.errors[0].message).toBe('At most 100 ids');
    const bw120 = await get('/products?filter=Format:120&filter=Process:BW');
    expect(bw120.body.products.map((p: { name: string }) => p.name)).toEqual(['Kodak Tri-X 400 120']);
  });

  it('answers the filters of a collection, one product by id or URL name, and the typed lists', async () => {
    const { body } = await get('/products/filters?collection=Film&active=true');
    expect(body.collections).toEqual(['Digital', 'Film', 'Prints', 'Services']);
    expect(body.filters).toContainEqual({ title: 'Format', values: ['35mm', '120'] });
    expect(body.filters).toContainEqual({ title: 'ISO', values: ['50', '100', '200', '400', '800'] });
    expect(body.filters).toContainEqual({ title: 'Process', values: ['BW', 'C-41', 'E-6', 'ECN-2'] });
    const byName = await get('/products/name/cinestill-800t-35mm');
    expect(byName.body).toMatchObject({ name: 'CineStill 800T 35mm', price: 1999 });
    expect((await get(`/products/${byName.body.id}`)).body.sku).toBe(byName.body.sku);
    expect((await get('/products/name/no-such-film')).status).toBe(404);
    expect((await get('/products/print')).body.map((p: { productType: string }) => p.productType)).toEqual([
      'PRINT',
      'PRINT',
    ]);
    expect((await get('/products', null)).status).toBe(401);
  });

  it('draws each product picture as WebP', async () => {
    const image = await lab.app.inject({
      method: 'GET',
      url: '/public/images/product-kodak-gold-200-35mm-front.webp',
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(
      (await lab.app.inject({ method: 'GET', url: '/public/images/product-nope-front.webp' })).statusCode,
    ).toBe(404);
  });
});

describe('product administration', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await lab.login('admin@lab.test');
  });
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => {
    const response = await lab.app.inject({ method, url, headers: authHeader(token), payload });
    return { status: response.statusCode, body: response.json() };
  };

  it('creates a product with a URL name from its name, edits it and hides it from the shop', async () => {
    const created = await send('POST', '/products', admin, {
      name: 'Lomography Metropolis 35mm',
      sku: 'FILM-METROPOLIS-35MM',
      productType: 'PRODUCT',
      price: 1699,
      memberPrice: 1529,
      stock: 12,
      collection: 'Film',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ urlName: 'lomography-metropolis-35mm', active: true, details: [] });
    const duplicate = await send('POST', '/products', admin, {
      name: 'Another',
      sku: 'FILM-METROPOLIS-35MM',
      productType: 'PRODUCT',
      price: 1,
      collection: 'Film',
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { errors: [{ field: 'sku', message: 'Another product has this SKU' }] },
    });
    const hidden = await send('PUT', `/products/${created.body.id}`, admin, { stock: 3, active: false });
    expect(hidden.body).toMatchObject({ stock: 3, active: false, price: 1699 });
    const shop = await get('/products?collection=Film&active=true');
    expect(shop.body.products.map((p: { sku: string }) => p.sku)).not.toContain('FILM-METROPOLIS-35MM');
    expect((await send('POST', '/products', customer, { name: 'x' })).status).toBe(403);
    const bad = await send('PUT', `/products/${created.body.id}`, admin, { price: -5 });
    expect(bad.body.errors[0].field).toBe('price');
  });

  it('adds, edits and removes details', async () => {
    const product = (await get('/products/name/kodak-gold-200-35mm')).body;
    const added = await send('POST', `/products/${product.id}/details`, admin, {
      title: 'Grain',
      description: 'Visible, friendly',
      filterable: false,
    });
    const detail = added.body.details.at(-1);
    expect(detail).toMatchObject({ title: 'Grain', description: 'Visible, friendly', filterable: false });
    const edited = await send('PUT', `/products/${product.id}/details/${detail.id}`, admin, {
      title: 'Grain',
      description: 'Fine for its speed',
      filterable: false,
    });
    expect(edited.body.details.at(-1).description).toBe('Fine for its speed');
    const removed = await send('DELETE', `/products/${product.id}/details/${detail.id}`, admin);
    expect(removed.body.details.map((d: { title: string }) => d.title)).not.toContain('Grain');
    expect((await send('DELETE', `/products/${product.id}/details/${detail.id}`, admin)).status).toBe(404);
  });

  it("takes the drawn pictures' two colours through spec §5's hex colour helper and draws them", async () => {
    const product = (await get('/products/name/kodak-gold-200-35mm')).body;
    const front = product.images[0].read as string;
    for (const [colors, field] of [
      [['ab', '#1f3b73'], 'colors.0'],
      [['#1f3b73', '#abcd'], 'colors.1'],
      [['#1f3b73', 'ggg'], 'colors.1'],
    ] as const) {
      const refused = await send('PUT', `/products/${product.id}`, admin, { colors });
      expect(refused).toEqual({
        status: 400,
        body: {
          message: expect.any(String),
          status: 400,
          errors: [{ field, message: 'input is not a valid hex color.' }],
        },
      });
    }
    const one = await send('PUT', `/products/${product.id}`, admin, { colors: ['#abc'] });
    expect(one.body.errors).toEqual([
      { field: 'colors', message: 'Give two colours, or none for the default ones' },
    ]);
    expect((await get(`/products/${product.id}`)).body.colors).toEqual(product.colors);

    const changed = await send('PUT', `/products/${product.id}`, admin, { colors: ['abc', '#1F3B73'] });
    expect(changed.status).toBe(200);
    expect(changed.body.colors).toEqual(['#aabbcc', '#1f3b73']);
    // The read link changes with the colours, and the picture is drawn in them: the box's top (main colour).
    const link = changed.body.images[0].read as string;
    expect(link).not.toBe(front);
    const image = await lab.app.inject({ method: 'GET', url: new URL(link).pathname });
    const { data, info } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (220 * info.width + 400) * info.channels;
    const pixel = [...data.subarray(at, at + 3)];
    for (const [i, channel] of [0xaa, 0xbb, 0xcc].entries())
      expect(Math.abs(pixel[i]! - channel)).toBeLessThan(12);

    const created = await send('POST', '/products', admin, {
      name: 'Colour Test 35mm',
      sku: 'FILM-COLOUR-TEST',
      productType: 'PRODUCT',
      price: 999,
      collection: 'Film',
      colors: ['f80', '#123456'],
    });
    expect(created.body.colors).toEqual(['#ff8800', '#123456']);
    const plain = await send('POST', '/products', admin, {
      name: 'No Colour 35mm',
      sku: 'FILM-NO-COLOUR',
      productType: 'PRODUCT',
      price: 999,
      collection: 'Film',
    });
    expect(plain.body.colors).toEqual([]);
    expect((await send('PUT', `/products/${created.body.id}`, admin, { colors: [] })).body.colors).toEqual(
      [],
    );
  });
});
