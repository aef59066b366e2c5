import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// The shop on a lab that serves only the documented calls (docs/decisions/099-client-cart.md): the browser keeps
// the cart, the BFF checks and prices it (cartQuote), and checkout buys it with POST /users/{id}/orders, which the
// lab prices again, pays and answers PAID.

const QUOTE = `query Quote($items: [CartItemInput!]!, $delivery: CartDelivery, $promoCode: String) { cartQuote(items: $items) {
  count changes { productId name from to }
  lines { id quantity unitPrice lineTotal maxQuantity product { name } }
  quote(delivery: $delivery, promoCode: $promoCode) { subtotal memberSavings memberPriced needsDelivery shipping discount credit tax total }
} }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { total order { id kind status totals { total } lines { description quantity } } } }`;
const ORDERS = 'query { me { id orders(limit: 50) { count items { id kind status } } } }';
const PRODUCT = 'query P($n: String!) { productByName(urlName: $n) { id price memberPrice stock } }';
const SET_STOCK =
  'mutation S($id: ID!, $stock: Int!) { updateProduct(id: $id, input: { stock: $stock }) { stock } }';

type Quote = {
  cartQuote: {
    count: number;
    changes: Array<{ productId: string; name: string; from: number; to: number }>;
    lines: Array<{ id: string; quantity: number; unitPrice: number; lineTotal: number; maxQuantity: number }>;
    quote: Record<string, number | boolean>;
  };
};
type Checkout = {
  checkout: {
    total: number;
    order: { id: string; kind: string; status: string; totals: { total: number }; lines: unknown[] };
  };
};

let stack: Stack;
let member: string;
let other: string;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  stack = await startStack({}, { labContract: 'documented' });
  [member, other, admin] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login('newcustomer@lab.test'),
    stack.login('admin@lab.test'),
  ]);
  for (const name of ['kodak-portra-400-35mm', 'kodak-gold-200-35mm']) {
    const found = await stack.gql<{ productByName: { id: string } }>(PRODUCT, { n: name }, member);
    ids[name] = found.body.data!.productByName.id;
  }
});
afterAll(() => stack?.close());

const quote = async (token: string, items: unknown[], delivery = 'PICK_UP') => {
  const res = await stack.gql<Quote>(QUOTE, { items, delivery }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.cartQuote;
};
const orderCount = async (token: string) =>
  (await stack.gql<{ me: { orders: { count: number } } }>(ORDERS, {}, token)).body.data!.me.orders.count;
const stockOf = async (name: string) =>
  (await stack.gql<{ productByName: { stock: number } }>(PRODUCT, { n: name }, admin)).body.data!
    .productByName.stock;

describe('the browser cart on a documented-only lab', () => {
  it('the server cart is off; a member sees member prices in the quote of the browser cart', async () => {
    const serverCart = await stack.gql('query { me { cart { count } } }', {}, member);
    expect(serverCart.body.errors![0]!.extensions).toMatchObject({
      code: 'FEATURE_UNAVAILABLE',
      feature: 'cart',
    });
    const portra = ids['kodak-portra-400-35mm']!;
    const cart = await quote(member, [
      { productId: portra, quantity: 1 },
      { productId: portra, quantity: 1 },
    ]);
    expect(cart.count).toBe(2);
    expect(cart.lines).toEqual([
      expect.objectContaining({ id: portra, quantity: 2, unitPrice: 1709, lineTotal: 3418 }),
    ]);
    expect(cart.quote).toMatchObject({ subtotal: 3418, memberPriced: true, memberSavings: 380, shipping: 0 });
    const nonMember = await quote(other, [{ productId: portra, quantity: 1 }], 'SHIP');
    expect(nonMember.lines[0]).toMatchObject({ unitPrice: 1899 });
    expect(nonMember.quote).toMatchObject({ memberPriced: false, shipping: 999, subtotal: 2898 });
    const promo = await stack.gql(
      QUOTE,
      { items: [{ productId: portra, quantity: 1 }], promoCode: 'NICEFILM10' },
      member,
    );
    expect(promo.body.errors![0]).toMatchObject({
      message: "Promo codes can't be used in the shop with this lab yet.",
      extensions: { code: 'BAD_USER_INPUT', field: 'promoCode' },
    });
  });

  it('cuts a line to stock and says so', async () => {
    const gold = ids['kodak-gold-200-35mm']!;
    const stock = await stockOf('kodak-gold-200-35mm');
    const cart = await quote(member, [{ productId: gold, quantity: stock + 3 }]);
    expect(cart.lines[0]).toMatchObject({ quantity: stock, maxQuantity: stock });
    expect(cart.changes).toEqual([
      { productId: gold, name: 'Kodak Gold 200 35mm', from: stock + 3, to: stock },
    ]);
  });

  it('buys the cart: one paid shop order with the lab’s prices, stock taken; the same key again makes no second order', async () => {
    const portra = ids['kodak-portra-400-35mm']!;
    const gold = ids['kodak-gold-200-35mm']!;
    const items = [
      { productId: portra, quantity: 2 },
      { productId: gold, quantity: 1 },
    ];
    const cart = await quote(member, items);
    const before = { orders: await orderCount(member), stock: await stockOf('kodak-portra-400-35mm') };
    const input = {
      items,
      delivery: 'PICK_UP',
      idempotencyKey: randomUUID(),
      expectedTotal: cart.quote.total,
      paymentToken: 'tok_visa',
    };
    const paid = await stack.gql<Checkout>(CHECKOUT, { input }, member);
    expect(paid.body.errors).toBeUndefined();
    const { order, total } = paid.body.data!.checkout;
    expect(total).toBe(cart.quote.total);
    expect(order).toMatchObject({
      kind: 'SHOP',
      status: 'PAID',
      totals: { total: cart.quote.total },
      lines: [
        { description: 'Kodak Portra 400 35mm', quantity: 2 },
        { description: 'Kodak Gold 200 35mm', quantity: 1 },
      ],
    });
    const again = await stack.gql<Checkout>(CHECKOUT, { input }, member);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data!.checkout.order.id).toBe(order.id);
    expect(await orderCount(member)).toBe(before.orders + 1);
    expect(await stockOf('kodak-portra-400-35mm')).toBe(before.stock - 2);
    const readBack = await stack.gql<{ order: { status: string; totals: { total: number } } }>(
      'query O($id: ID!) { order(id: $id) { status totals { total } } }',
      { id: order.id },
      member,
    );
    expect(readBack.body.data!.order).toEqual({ status: 'PAID', totals: { total: cart.quote.total } });
  });

  it('ignores a tampered total and refuses what is out of stock, with nothing ordered or charged', async () => {
    const portra = ids['kodak-portra-400-35mm']!;
    const items = [{ productId: portra, quantity: 1 }];
    const cart = await quote(other, items);
    const before = await orderCount(other);
    const tampered = await stack.gql(
      CHECKOUT,
      {
        input: {
          items,
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
    const stock = await stockOf('kodak-portra-400-35mm');
    await stack.gql(SET_STOCK, { id: portra, stock: 0 }, admin);
    const gone = await stack.gql(
      CHECKOUT,
      {
        input: {
          items,
          delivery: 'PICK_UP',
          idempotencyKey: randomUUID(),
          expectedTotal: cart.quote.total,
          paymentToken: 'tok_visa',
        },
      },
      other,
    );
    expect(gone.body.errors![0]).toMatchObject({
      message: 'Kodak Portra 400 35mm is out of stock: remove it to check out',
      extensions: { code: 'CONFLICT' },
    });
    expect(await orderCount(other)).toBe(before);
    await stack.gql(SET_STOCK, { id: portra, stock }, admin);
  });
});

const PRINT_QUOTE = `query Quote($items: [CartItemInput!]!) { cartQuote(items: $items) {
  count changes { productId name from to }
  lines { id quantity unitPrice lineTotal maxQuantity product { name }
    print { kind description paperName paperType width height border printCount draft { id converted } } }
  quote(delivery: PICK_UP) { subtotal needsDelivery tax total }
} }`;
const PRINT_CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { total order { id kind status
  totals { total } lines { description quantity } prints { kind paperName width height border quantity amount draft { id } } } } }`;

/** A converted print draft of `token`'s user, made with the documented draft calls through this BFF. */
async function uploadDraft(token: string): Promise<string> {
  const started = await stack.gql<{ startPrintDraftUpload: { draft: { id: string }; uploadUrl: string } }>(
    'mutation S($name: String!) { startPrintDraftUpload(name: $name) { draft { id } uploadUrl } }',
    { name: 'wall.png' },
    token,
  );
  expect(started.body.errors).toBeUndefined();
  const { draft, uploadUrl } = started.body.data!.startPrintDraftUpload;
  const file = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#40608a' } })
    .png()
    .toBuffer();
  // The documented lab's write link may be on its storage origin (decision 101); else it is this BFF's proxy.
  const status = uploadUrl.startsWith('http')
    ? (await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: file })).status
    : (await request(stack.app.server).put(uploadUrl).set('content-type', 'image/png').send(file)).status;
  expect(status).toBe(200);
  const converted = await stack.gql<{ convertPrintDraft: { converted: boolean } }>(
    'mutation C($id: ID!) { convertPrintDraft(id: $id) { converted } }',
    { id: draft.id },
    token,
  );
  expect(converted.body.data!.convertPrintDraft.converted).toBe(true);
  return draft.id;
}

describe('large-format prints in the browser cart on a documented-only lab', () => {
  let lustre8x10 = '';
  beforeAll(async () => {
    const papers = await stack.gql<{
      printPapers: { name: string; sizes: { id: string; width: number; height: number; price: number }[] }[];
    }>('{ printPapers { name sizes { id width height price } } }');
    const lustre = papers.body.data!.printPapers.find((paper) => paper.name.endsWith('Lustre'))!;
    const size = lustre.sizes.find((each) => each.width === 8 && each.height === 10)!;
    expect(size.price).toBe(1499);
    lustre8x10 = size.id;
  });

  it('a member quotes and buys a print of their own draft: the order shows the print at the lab’s price, once for a double submit', async () => {
    const draftId = await uploadDraft(member);
    const portra = ids['kodak-portra-400-35mm']!;
    const items = [
      { print: { paperSizeId: lustre8x10, draftId, border: 0.5 }, quantity: 2 },
      { productId: portra, quantity: 1 },
    ];
    const quoted = await stack.gql<{
      cartQuote: { count: number; lines: unknown[]; changes: unknown[]; quote: { total: number } };
    }>(PRINT_QUOTE, { items }, member);
    expect(quoted.body.errors).toBeUndefined();
    const cart = quoted.body.data!.cartQuote;
    expect(cart.count).toBe(3);
    expect(cart.changes).toEqual([]);
    expect(cart.lines).toEqual([
      expect.objectContaining({ id: portra, quantity: 1, unitPrice: 1709 }),
      {
        id: `print:${draftId}:${lustre8x10}:0.5`,
        quantity: 2,
        unitPrice: 1499,
        lineTotal: 2998,
        maxQuantity: 100,
        product: null,
        print: {
          kind: 'LARGE_FORMAT',
          description: '8 x 10 in on Fujicolor Crystal Archive Lustre',
          paperName: 'Fujicolor Crystal Archive Lustre',
          paperType: 'LUSTRE',
          width: 8,
          height: 10,
          border: 0.5,
          printCount: 2,
          draft: { id: draftId, converted: true },
        },
      },
    ]);
    // 1709 + 2 × 1499 = 4707; tax 8.75 % half up (411.86 → 412).
    expect(cart.quote).toEqual({ subtotal: 4707, needsDelivery: true, tax: 412, total: 5119 });

    const before = await orderCount(member);
    const input = {
      items,
      delivery: 'PICK_UP',
      idempotencyKey: randomUUID(),
      expectedTotal: cart.quote.total,
      paymentToken: 'tok_visa',
    };
    const [first, second] = await Promise.all([
      stack.gql<Checkout>(PRINT_CHECKOUT, { input }, member),
      stack.gql<Checkout>(PRINT_CHECKOUT, { input }, member),
    ]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.errors).toBeUndefined();
    const { order } = first.body.data!.checkout;
    expect(second.body.data!.checkout.order.id).toBe(order.id);
    expect(order).toMatchObject({
      kind: 'SHOP',
      status: 'PAID',
      totals: { total: 5119 },
      lines: [
        { description: 'Kodak Portra 400 35mm', quantity: 1 },
        { description: 'Print: 8 x 10 in on Fujicolor Crystal Archive Lustre', quantity: 2 },
      ],
      prints: [
        {
          kind: 'LARGE_FORMAT',
          paperName: 'Fujicolor Crystal Archive Lustre',
          width: 8,
          height: 10,
          border: 0.5,
          quantity: 2,
          amount: 2998,
          draft: { id: draftId },
        },
      ],
    });
    expect(await orderCount(member)).toBe(before + 1);
  });

  it('leaves another customer’s draft out of the quote, saying so, and refuses to buy it', async () => {
    const theirs = await uploadDraft(other);
    const key = `print:${theirs}:${lustre8x10}:0`;
    const items = [{ print: { paperSizeId: lustre8x10, draftId: theirs, border: 0 }, quantity: 1 }];
    const quoted = await stack.gql<{ cartQuote: { count: number; lines: unknown[]; changes: unknown[] } }>(
      PRINT_QUOTE,
      { items },
      member,
    );
    expect(quoted.body.errors).toBeUndefined();
    expect(quoted.body.data!.cartQuote).toMatchObject({
      count: 0,
      lines: [],
      changes: [
        { productId: key, name: '8 x 10 in print on Fujicolor Crystal Archive Lustre', from: 1, to: 0 },
      ],
    });
    const before = await orderCount(member);
    const bought = await stack.gql(
      PRINT_CHECKOUT,
      {
        input: {
          items,
          delivery: 'PICK_UP',
          idempotencyKey: randomUUID(),
          expectedTotal: 1630,
          paymentToken: 'tok_visa',
        },
      },
      member,
    );
    expect(bought.body.errors![0]).toMatchObject({
      message: "We couldn't find the picture for one of your prints: remove that print to check out.",
      extensions: { code: 'BAD_USER_INPUT', field: 'items' },
    });
    const badBorder = await stack.gql(
      PRINT_QUOTE,
      { items: [{ print: { paperSizeId: lustre8x10, draftId: theirs, border: 0.3 }, quantity: 1 }] },
      member,
    );
    expect(badBorder.body.errors![0]!.message).toBe('Borders are 0, 0.25, 0.5 or 1 in');
    expect(await orderCount(member)).toBe(before);
  });
});
