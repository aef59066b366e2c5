import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// Issue 23's money rules (docs/decisions/104-money-rules.md), on PGlite and, in integration-postgres, on the
// PostgreSQL server, where two requests really run at once: one idempotency key is one order however the submits
// race; a card is saved once and only by choice; a member price is at most the list price.

const ADD = 'mutation Add($id: ID!) { addToCart(productId: $id) { count } }';
const CART = `query Cart { me { cart { count quote(delivery: PICK_UP) { total } } } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { total order { id status } } }`;
const CARDS = 'query Cards { me { defaultCard cards { label isDefault } } }';

let stack: Stack;
let casey: string;
let noah: string;
let admin: string;
let portra = '';

/** The lab's REST calls directly, as another client of the lab makes them. */
async function lab(method: string, path: string, token: string, body?: unknown, key?: string) {
  const response = await fetch(`${stack.labUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function labLogin(email: string): Promise<string> {
  const response = await fetch(`${stack.labUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'filmlab-demo' }),
  });
  return String(response.headers.get('authorization')).replace(/^Bearer /, '');
}

beforeAll(async () => {
  stack = await startStack();
  [casey, noah, admin] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login('newcustomer@lab.test'),
    stack.login('admin@lab.test'),
  ]);
  const found = await stack.gql<{ productByName: { id: string } }>(
    'query P($n: String!) { productByName(urlName: $n) { id } }',
    { n: 'kodak-portra-400-35mm' },
    casey,
  );
  portra = found.body.data!.productByName.id;
});
afterAll(() => stack?.close());

type CheckoutData = { checkout: { total: number; order: { id: string; status: string } } };

async function fillCart(token: string): Promise<number> {
  expect((await stack.gql(ADD, { id: portra }, token)).body.errors).toBeUndefined();
  const cart = await stack.gql<{ me: { cart: { quote: { total: number } } } }>(CART, {}, token);
  return cart.body.data!.me.cart.quote.total;
}

describe('one idempotency key, one order', () => {
  it('answers the same order to two checkouts submitted at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const expectedTotal = await fillCart(casey);
      const input = { delivery: 'PICK_UP', idempotencyKey: randomUUID(), expectedTotal };
      const answers = await Promise.all([
        stack.gql<CheckoutData>(CHECKOUT, { input }, casey),
        stack.gql<CheckoutData>(CHECKOUT, { input }, casey),
      ]);
      expect(answers.map((answer) => answer.body.errors)).toEqual([undefined, undefined]);
      const [first, second] = answers.map((answer) => answer.body.data!.checkout);
      expect(first!.order.status).toBe('PAID');
      expect(second).toEqual(first);
    }
  });

  it('answers the same shop order to two POST /users/{id}/orders at once, for the last one in stock', async () => {
    const [adminToken, noahToken] = await Promise.all([
      labLogin('admin@lab.test'),
      labLogin('newcustomer@lab.test'),
    ]);
    const product = await lab('POST', '/products', adminToken, {
      name: 'Race test film',
      sku: `TEST-RACE-${randomUUID().slice(0, 8)}`,
      productType: 'PRODUCT',
      price: 800,
      stock: 1,
      collection: 'Film',
    });
    expect(product.status).toBe(201);
    const noahId = (await lab('GET', '/auth/current-user', noahToken)).body.id as number;
    expect(
      (await lab('PUT', `/users/${noahId}/payment-methods/token`, noahToken, { token: 'tok_visa' })).status,
    ).toBe(200);
    const key = randomUUID();
    // 800 and 8.75 % tax (70).
    const body = {
      location: 'Shop',
      newLines: [{ productId: product.body.id, quantity: 1, amount: 800 }],
      total: 870,
    };
    const answers = await Promise.all([
      lab('POST', `/users/${noahId}/orders`, noahToken, body, key),
      lab('POST', `/users/${noahId}/orders`, noahToken, body, key),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.order.id).toBe(answers[1]!.body.order.id);
  });
});

describe('saved cards', () => {
  type Cards = { me: { defaultCard: string | null; cards: { label: string; isDefault: boolean }[] } };
  const cards = async (token: string) => (await stack.gql<Cards>(CARDS, {}, token)).body.data!.me;

  it('charges a new card at checkout without saving it, unless the customer chooses to', async () => {
    const before = await cards(casey);
    const expectedTotal = await fillCart(casey);
    const once = await stack.gql<CheckoutData>(
      CHECKOUT,
      {
        input: {
          delivery: 'PICK_UP',
          idempotencyKey: randomUUID(),
          expectedTotal,
          paymentToken: 'tok_mastercard',
        },
      },
      casey,
    );
    expect(once.body.errors).toBeUndefined();
    expect(await cards(casey)).toEqual(before);

    const total = await fillCart(casey);
    const kept = await stack.gql<CheckoutData>(
      CHECKOUT,
      {
        input: {
          delivery: 'PICK_UP',
          idempotencyKey: randomUUID(),
          expectedTotal: total,
          paymentToken: 'tok_mastercard',
          saveCard: true,
        },
      },
      casey,
    );
    expect(kept.body.errors).toBeUndefined();
    const after = await cards(casey);
    expect(after.defaultCard).toBe('mastercard •••• 4444');
    expect(after.cards.filter((card) => card.label === 'mastercard •••• 4444')).toHaveLength(1);
  });

  it('pays an invoice with a new card without saving it, unless the customer chooses to', async () => {
    const PAY = `mutation Pay($id: ID!, $t: String, $save: Boolean) {
      payOrder(orderId: $id, paymentToken: $t, saveCard: $save) { id status totals { total } } }`;
    const [mateo, leo] = await Promise.all([
      stack.login('mateo.alvarez@example.com'),
      stack.login('leo.bernstein@example.com'),
    ]);
    const before = await cards(mateo);
    const paid = await stack.gql<{ payOrder: { status: string } }>(
      PAY,
      { id: '1007', t: 'tok_mastercard' },
      mateo,
    );
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data!.payOrder.status).toBe('PAID');
    expect(await cards(mateo)).toEqual(before);
    const saved = await stack.gql(PAY, { id: '1011', t: 'tok_mastercard', save: true }, leo);
    expect(saved.body.errors).toBeUndefined();
    expect(await cards(leo)).toMatchObject({
      defaultCard: 'mastercard •••• 4444',
      cards: [{ label: 'mastercard •••• 4444', isDefault: true }],
    });
  });

  it('keeps one of each card however often it is added', async () => {
    for (const token of ['tok_visa', 'tok_visa', 'tok_mastercard', 'tok_visa']) {
      const added = await stack.gql(
        'mutation Add($t: String!) { addCard(paymentToken: $t) { id } }',
        { t: token },
        noah,
      );
      expect(added.body.errors).toBeUndefined();
    }
    const labels = (await cards(noah)).cards.map((card) => card.label).sort();
    expect(labels).toEqual(['mastercard •••• 4444', 'visa •••• 4242']);
    expect((await cards(noah)).defaultCard).toBe('visa •••• 4242');
  });
});

describe('member prices', () => {
  it('refuses a member price above the list price beside the field', async () => {
    const create = await stack.gql(
      'mutation C($input: ProductInput!) { createProduct(input: $input) { id } }',
      {
        input: {
          name: 'Member price film',
          sku: 'TEST-MEMBER-ABOVE',
          productType: 'PRODUCT',
          price: 999,
          memberPrice: 9900,
          collection: 'Film',
        },
      },
      admin,
    );
    expect(create.body.errors![0]).toMatchObject({
      message: 'A member price is at most the list price',
      extensions: { code: 'BAD_USER_INPUT', field: 'memberPrice' },
    });
    // Only the member price given: the lab checks it against the product's list price (18.99).
    const update = await stack.gql(
      'mutation U($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
      { id: portra, input: { memberPrice: 9900 } },
      admin,
    );
    expect(update.body.errors![0]).toMatchObject({
      message: 'A member price is at most the list price ($18.99)',
      extensions: { code: 'BAD_USER_INPUT', field: 'memberPrice' },
    });
  });
});
