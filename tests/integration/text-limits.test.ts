import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// Issue 26: every free-text field has a maximum, held by the lab and by the BFF, which names the field. Text at the
// maximum goes through whole.

let stack: Stack;
let admin: string;
let customer: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, customer] = await Promise.all([stack.login('admin@lab.test'), stack.login('customer@lab.test')]);
});
afterAll(() => stack?.close());

const SIGNUP = 'mutation Signup($input: SignupInput!) { signup(input: $input) { user { id firstName } } }';
const person = (overrides: Record<string, string>) => ({
  email: `limits-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'limits-pass-123',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '2125550190',
  ...overrides,
});

describe('names', () => {
  it('takes an 80-character first name whole and refuses 81 on the field', async () => {
    const ok = await stack.gql<{ signup: { user: { firstName: string } } }>(SIGNUP, {
      input: person({ firstName: 'N'.repeat(80) }),
    });
    expect(ok.body.data?.signup.user.firstName).toBe('N'.repeat(80));
    const long = await stack.gql(SIGNUP, { input: person({ firstName: 'N'.repeat(81) }) });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'firstName' });
    expect(long.body.errors?.[0]?.message).toMatch(/at most 80 characters/);
  });

  it('the lab refuses an 81-character name too', async () => {
    const res = await request(stack.labUrl)
      .post('/auth/signup')
      .send(person({ firstName: 'N'.repeat(81) }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400 });
    expect(JSON.stringify(res.body.errors)).toContain('firstName');
  });
});

describe('product names', () => {
  const CREATE = 'mutation C($input: ProductInput!) { createProduct(input: $input) { id name urlName } }';
  const input = (name: string) => ({
    name,
    sku: `LIM-${Math.random().toString(36).slice(2, 8)}`,
    productType: 'PRODUCT',
    price: 999,
    stock: 3,
    collection: 'Film',
  });

  it('a 120-character name goes through whole and its page is found by its URL name', async () => {
    const name = 'KodakEktachrome'.padEnd(120, '0');
    const created = await stack.gql<{ createProduct: { id: string; name: string; urlName: string } }>(
      CREATE,
      { input: input(name) },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const product = created.body.data!.createProduct;
    expect(product.name).toBe(name);
    const found = await stack.gql<{ productByName: { id: string; name: string } | null }>(
      'query P($urlName: String!) { productByName(urlName: $urlName) { id name } }',
      { urlName: product.urlName },
      customer,
    );
    expect(found.body.data?.productByName).toEqual({ id: product.id, name });
  });

  it('refuses 121 characters on the name field', async () => {
    const long = await stack.gql(CREATE, { input: input('P'.repeat(121)) }, admin);
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });
});

describe('film stocks', () => {
  it('refuses a 141-character film stock on the roll’s stock field', async () => {
    const res = await stack.gql(
      'mutation O($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      {
        input: {
          idempotencyKey: `limits-${Date.now()}`,
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          rolls: [{ process: 'C41', format: 'FORMAT_35MM', stock: 'S'.repeat(141) }],
        },
      },
      customer,
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(String(res.body.errors?.[0]?.extensions?.field)).toMatch(/stock/);
  });
});

describe('other text at the edge', () => {
  it('refuses a 600-character reset token on its field', async () => {
    const res = await stack.gql(
      'mutation R($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }',
      {
        t: 'x'.repeat(600),
        p: 'a-new-password-1',
      },
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });
});
