import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// The cart and checkout over GraphQL against the real lab (docs/decisions/080-cart-and-checkout.md).

const CART = `query Cart($promoCode: String, $delivery: CartDelivery) { me { id cart {
  count changes { name from to }
  lines { id quantity unitPrice lineTotal maxQuantity product { name urlName price memberPrice } }
  quote(promoCode: $promoCode, delivery: $delivery) { subtotal memberSavings memberPriced needsDelivery shipping discount promoCode credit tax total }
} } }`;
const ADD = 'mutation Add($id: ID!) { addToCart(productId: $id) { count } }';
const SET = 'mutation Set($id: ID!, $q: Int!) { setCartLineQuantity(lineId: $id, quantity: $q) { count } }';
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { total order { id number kind status totals { total } lines { description quantity } } } }`;

type CartData = {
  me: {
    id: string;
    cart: {
      count: number;
      lines: Array<{
        id: string;
        quantity: number;
        unitPrice: number;
        lineTotal: number;
        product: { name: string };
      }>;
      quote: Record<string, number | string | boolean | null>;
    };
  };
};

let stack: Stack;
let member: string;
let other: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  stack = await startStack({ METRICS_TOKEN: 'metrics-token-0123456789' });
  [member, other] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login('newcustomer@lab.test'),
  ]);
  for (const name of ['kodak-portra-400-35mm', 'kodak-gold-200-35mm']) {
    const found = await stack.gql<{ productByName: { id: string } }>(
      'query P($n: String!) { productByName(urlName: $n) { id } }',
      { n: name },
      member,
    );
    ids[name] = found.body.data!.productByName.id;
  }
});
afterAll(() => stack?.close());

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

describe('the cart and checkout over GraphQL', () => {
  it('a member sees member prices, changes quantities, applies a promo code and pays; the order is a paid shop order', async () => {
    for (const id of [
      ids['kodak-portra-400-35mm'],
      ids['kodak-gold-200-35mm'],
      ids['kodak-portra-400-35mm'],
    ]) {
      expect((await stack.gql(ADD, { id }, member)).body.errors).toBeUndefined();
    }
    const callsBefore = await productCalls();
    let cart = (await stack.gql<CartData>(CART, { delivery: 'PICK_UP' }, member)).body.data!.me.cart;
    // Both lines' products came in one lab call.
    expect((await productCalls()) - callsBefore).toBe(1);
    expect(cart.count).toBe(3);
    expect(cart.lines.map((l) => [l.product.name, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      ['Kodak Portra 400 35mm', 2, 1709, 3418],
      ['Kodak Gold 200 35mm', 1, expect.any(Number), expect.any(Number)],
    ]);
    const gold = cart.lines[1]!;
    await stack.gql(SET, { id: gold.id, q: 0 }, member);
    cart = (await stack.gql<CartData>(CART, { delivery: 'PICK_UP', promoCode: 'nicefilm10' }, member)).body
      .data!.me.cart;
    expect(cart.lines).toHaveLength(1);
    expect(cart.quote).toMatchObject({
      subtotal: 3418,
      memberPriced: true,
      memberSavings: 380,
      discount: 342,
      promoCode: 'NICEFILM10',
      shipping: 0,
    });
    const expired = await stack.gql(CART, { promoCode: 'EXPIRED15' }, member);
    expect(expired.body.errors![0]).toMatchObject({
      message: 'This promo code is not valid',
      extensions: { code: 'BAD_USER_INPUT', field: 'promoCode' },
    });

    const input = {
      promoCode: 'NICEFILM10',
      delivery: 'PICK_UP',
      idempotencyKey: randomUUID(),
      expectedTotal: cart.quote.total,
    };
    const declined = await stack.gql(
      CHECKOUT,
      { input: { ...input, paymentToken: 'tok_chargeDeclined' } },
      member,
    );
    expect(declined.body.errors![0]!.extensions).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const paid = await stack.gql<{
      checkout: { total: number; order: { kind: string; status: string; lines: unknown[] } };
    }>(CHECKOUT, { input: { ...input, paymentToken: 'tok_visa' } }, member);
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data!.checkout).toMatchObject({
      total: cart.quote.total,
      order: { kind: 'SHOP', status: 'PAID', lines: [{ description: 'Kodak Portra 400 35mm', quantity: 2 }] },
    });
    const after = (await stack.gql<CartData>(CART, {}, member)).body.data!.me.cart;
    expect(after.count).toBe(0);
  });

  it('a non-member sees list prices; a price sent by the client does not exist to send', async () => {
    await stack.gql(ADD, { id: ids['kodak-portra-400-35mm'] }, other);
    const cart = (await stack.gql<CartData>(CART, { delivery: 'SHIP' }, other)).body.data!.me.cart;
    expect(cart.lines[0]).toMatchObject({ unitPrice: 1899, quantity: 1 });
    expect(cart.quote).toMatchObject({ memberPriced: false, shipping: 999, subtotal: 2898 });
    const tampered = await stack.gql(
      CHECKOUT,
      {
        input: {
          delivery: 'PICK_UP',
          idempotencyKey: randomUUID(),
          expectedTotal: 1,
          paymentToken: 'tok_visa',
        },
      },
      other,
    );
    expect(tampered.body.errors![0]).toMatchObject({
      message: 'The total has changed since you looked: check your cart and pay again',
      extensions: { code: 'CONFLICT' },
    });
    const noAddress = await stack.gql(
      CHECKOUT,
      {
        input: {
          delivery: 'SHIP',
          idempotencyKey: randomUUID(),
          expectedTotal: cart.quote.total,
          paymentToken: 'tok_visa',
        },
      },
      other,
    );
    expect(noAddress.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'addressId',
    });
  });

  it('needs a login, and keeps a customer out of another customer’s cart', async () => {
    const anonymous = await stack.gql(ADD, { id: ids['kodak-gold-200-35mm'] }, undefined);
    expect(anonymous.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const memberId = (await stack.gql<CartData>('query { me { id } }', {}, member)).body.data!.me.id;
    const peek = await stack.gql<{ user: { cart: unknown } | null }>(
      'query U($id: ID!) { user(id: $id) { cart { count } } }',
      { id: memberId },
      other,
    );
    expect(peek.body.errors?.[0]?.extensions?.code ?? 'NULL').toMatch(/FORBIDDEN|NOT_FOUND|NULL/);
    expect(peek.body.data?.user?.cart ?? null).toBeNull();
  });
});
