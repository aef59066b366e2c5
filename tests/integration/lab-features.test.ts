import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_FEATURES } from '../../server/lab-client/generated/lab-routes.js';
import { type LabCallLog, labCallLog } from '../support/lab-call-log.js';
import { type Bff, type Stack, startBff, startStack } from '../support/stack.js';

// The BFF learns what the lab offers from its /openapi.json (docs/decisions/097): against a documented-only lab
// (LAB_CONTRACT=documented) every extension is off, a field that needs one answers FEATURE_UNAVAILABLE naming the
// feature, and the lab never hears of it; against the full lab they work; LAB_EXTENSIONS overrides the document.

const ME = 'query Me { me { id firstName } }';
const CART = 'query Cart { me { id cart { lines { id } } } }';
const SHARE_LINKS = 'query Links { me { id shareLinks { code } } }';
const ADD_TO_CART = 'mutation Add($id: ID!) { addToCart(productId: $id) { count } }';

const readyz = async (bff: Bff) => {
  const res = await request(bff.app.server).get('/readyz');
  expect(res.status).toBe(200);
  return res.body as { status: string; features: string[] };
};

describe('against a documented-only lab (LAB_CONTRACT=documented)', () => {
  let stack: Stack;
  let proxy: LabCallLog;
  let token: string;
  beforeAll(async () => {
    stack = await startStack(
      {},
      {
        labContract: 'documented',
        upstream: async (labUrl) => {
          proxy = await labCallLog(labUrl);
          return proxy.url;
        },
      },
    );
    token = await stack.login('customer@lab.test');
  });
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });

  it('reads the lab document at start-up, and /readyz and the start-up log name no features', async () => {
    expect(proxy.calls[0]).toBe('GET /openapi.json');
    expect((await readyz(stack)).features).toEqual([]);
    const line = stack.logs.map((l) => JSON.parse(l)).find((l) => l.source === 'document');
    expect(line).toMatchObject({ features: [], featuresOff: [...LAB_FEATURES] });
    expect(line.msg).toContain('on none; off account-security, cart');
  });

  it('answers the documented calls', async () => {
    const res = await stack.gql<{ me: { id: string; firstName: string } }>(ME, {}, token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.me.firstName).toBeTruthy();
  });

  it.each([
    ['cart', CART, ['me', 'cart'], '/cart'],
    ['share-links', SHARE_LINKS, ['me', 'shareLinks'], '/share-links'],
  ])(
    'answers FEATURE_UNAVAILABLE for a field of %s, without calling the lab',
    async (feature, query, path, route) => {
      const before = proxy.calls.length;
      const res = await stack.gql<{ me: { id: string } }>(query, {}, token);
      expect(res.status).toBe(200);
      expect(res.body.data?.me.id).toBeTruthy();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors![0]).toMatchObject({
        path,
        extensions: { code: 'FEATURE_UNAVAILABLE', feature },
      });
      expect(res.body.errors![0].message).toMatch(/this lab/);
      const made = proxy.calls.slice(before);
      expect(made).toContain('GET /auth/current-user');
      expect(made.filter((call) => call.includes(route))).toEqual([]);
    },
  );

  it('refuses a mutation of an off feature before any write', async () => {
    const before = proxy.calls.length;
    const res = await stack.gql(ADD_TO_CART, { id: '1' }, token);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'FEATURE_UNAVAILABLE', feature: 'cart' });
    expect(proxy.calls.slice(before).filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it("saves a product without its picture colours (product-images' field): the lab never hears of them", async () => {
    const admin = await stack.login('admin@lab.test');
    const PRODUCT = 'query P($id: ID!) { product(id: $id) { id colors } }';
    const before = await stack.gql<{ product: { colors: string[] } }>(PRODUCT, { id: '1' }, admin);
    const saved = await stack.gql<{ updateProduct: { id: string } }>(
      'mutation U($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
      { id: '1', input: { stock: 41, colors: ['#000000', '#ffffff'] } },
      admin,
    );
    expect(saved.body.errors).toBeUndefined();
    const after = await stack.gql<{ product: { colors: string[] } }>(PRODUCT, { id: '1' }, admin);
    expect(after.body.data!.product.colors).toEqual(before.body.data!.product.colors);
    expect(after.body.data!.product.colors).not.toEqual(['#000000', '#ffffff']);
  });
});

describe('against the full lab', () => {
  let stack: Stack;
  let token: string;
  const extra: Bff[] = [];
  beforeAll(async () => {
    stack = await startStack();
    token = await stack.login('customer@lab.test');
  });
  afterAll(async () => {
    for (const bff of extra) await bff.close();
    await stack?.close();
  });

  it('lists all 28 features in /readyz, and the extension fields work', async () => {
    expect((await readyz(stack)).features).toEqual([...LAB_FEATURES]);
    expect(LAB_FEATURES).toHaveLength(28);
    for (const query of [CART, SHARE_LINKS]) {
      const res = await stack.gql(query, {}, token);
      expect(res.body.errors).toBeUndefined();
    }
  });

  it('LAB_EXTENSIONS=none turns them all off', async () => {
    const bff = await startBff(stack.labUrl, { LAB_EXTENSIONS: 'none' });
    extra.push(bff);
    expect((await readyz(bff)).features).toEqual([]);
    const cart = await bff.gql(CART, {}, token);
    expect(cart.body.errors![0].extensions).toEqual({ code: 'FEATURE_UNAVAILABLE', feature: 'cart' });
    expect((await bff.gql(ME, {}, token)).body.errors).toBeUndefined();
  });

  it('LAB_EXTENSIONS=cart turns on the cart alone', async () => {
    const bff = await startBff(stack.labUrl, { LAB_EXTENSIONS: 'cart' });
    extra.push(bff);
    expect((await readyz(bff)).features).toEqual(['cart']);
    expect((await bff.gql(CART, {}, token)).body.errors).toBeUndefined();
    const links = await bff.gql(SHARE_LINKS, {}, token);
    expect(links.body.errors![0].extensions).toEqual({ code: 'FEATURE_UNAVAILABLE', feature: 'share-links' });
  });
});
