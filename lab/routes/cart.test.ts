import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test-support/orders';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let call: ReturnType<typeof caller>;
const tokens = { admin: '', casey: '', fresh: '', hannah: '' };
const CASEY = SEED_IDS.customer;
const FRESH = SEED_IDS.newCustomer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  [tokens.admin, tokens.casey, tokens.fresh, tokens.hannah] = await Promise.all([
    lab.login('admin@lab.test'),
    lab.login('customer@lab.test'),
    lab.login('newcustomer@lab.test'),
    lab.login('hannah.okafor@example.com'),
  ]);
  for (const name of [
    'kodak-portra-400-35mm',
    'kodak-gold-200-35mm',
    '4x6-print-pack',
    'digital-gift-card-50',
  ]) {
    ids[name] = (await call('GET', `/products/name/${name}`, tokens.casey)).json().id;
  }
}, 60_000);
afterAll(() => lab.close());

type Cart = { lines: { id: number; productId: number; quantity: number }[]; changes: unknown[] };
const cart = async (userId: number, token: string): Promise<Cart> =>
  (await call('GET', `/users/${userId}/cart`, token)).json();
const add = (userId: number, token: string, productId: number) =>
  call('POST', `/users/${userId}/cart/lines`, token, { productId });
const setQuantity = (userId: number, token: string, lineId: number, quantity: number) =>
  call('PUT', `/users/${userId}/cart/lines/${lineId}`, token, { quantity });
const setStock = (productId: number, stock: number) =>
  call('PUT', `/products/${productId}`, tokens.admin, { stock });
async function empty(userId: number, token: string) {
  for (const line of (await cart(userId, token)).lines) {
    await call('DELETE', `/users/${userId}/cart/lines/${line.id}`, token);
  }
}

describe('the cart rules (spec §4 Cart, §5 Quantity stepper)', () => {
  it.each([
    ['adding a product makes a line of one', [['add', 'gold']], [['gold', 1]]],
    [
      'adding it again raises the line by one',
      [
        ['add', 'gold'],
        ['add', 'gold'],
      ],
      [['gold', 2]],
    ],
    [
      'two products, two lines in the order added',
      [
        ['add', 'gold'],
        ['add', 'portra'],
      ],
      [
        ['gold', 1],
        ['portra', 1],
      ],
    ],
    [
      'a quantity sets the line',
      [
        ['add', 'gold'],
        ['set', 'gold', 5],
      ],
      [['gold', 5]],
    ],
    [
      'zero removes the line',
      [
        ['add', 'gold'],
        ['set', 'gold', 0],
      ],
      [],
    ],
    [
      'below zero removes the line',
      [
        ['add', 'gold'],
        ['set', 'gold', -3],
      ],
      [],
    ],
    [
      'above stock is cut to stock',
      [
        ['add', 'gold'],
        ['set', 'gold', 9999],
      ],
      [['gold', 'stock']],
    ],
    [
      'prints count as a million in stock',
      [
        ['add', 'prints'],
        ['set', 'prints', 5000],
      ],
      [['prints', 5000]],
    ],
  ] as const)('%s', async (_name, steps, expected) => {
    await empty(CASEY, tokens.casey);
    const key = {
      gold: 'kodak-gold-200-35mm',
      portra: 'kodak-portra-400-35mm',
      prints: '4x6-print-pack',
    } as const;
    for (const step of steps) {
      const productId = ids[key[step[1]]]!;
      if (step[0] === 'add') expect((await add(CASEY, tokens.casey, productId)).statusCode).toBe(201);
      else {
        const line = (await cart(CASEY, tokens.casey)).lines.find((l) => l.productId === productId)!;
        expect((await setQuantity(CASEY, tokens.casey, line.id, step[2])).statusCode).toBe(200);
      }
    }
    const goldStock = (await call('GET', `/products/${ids['kodak-gold-200-35mm']}`, tokens.casey)).json()
      .stock;
    expect((await cart(CASEY, tokens.casey)).lines.map((l) => [l.productId, l.quantity])).toEqual(
      expected.map(([name, quantity]) => [ids[key[name]], quantity === 'stock' ? goldStock : quantity]),
    );
  });

  it('cuts a line to stock when stock drops, says so once, and drops a product out of stock', async () => {
    await empty(FRESH, tokens.fresh);
    const portra = ids['kodak-portra-400-35mm']!;
    await add(FRESH, tokens.fresh, portra);
    const line = (await cart(FRESH, tokens.fresh)).lines[0]!;
    await setQuantity(FRESH, tokens.fresh, line.id, 6);
    await setStock(portra, 4);
    let body = await cart(FRESH, tokens.fresh);
    expect(body.lines.map((l) => l.quantity)).toEqual([4]);
    expect(body.changes).toEqual([{ productId: portra, name: 'Kodak Portra 400 35mm', from: 6, to: 4 }]);
    expect((await cart(FRESH, tokens.fresh)).changes).toEqual([]);
    await setStock(portra, 0);
    body = await cart(FRESH, tokens.fresh);
    expect(body.lines).toEqual([]);
    expect(body.changes).toEqual([{ productId: portra, name: 'Kodak Portra 400 35mm', from: 4, to: 0 }]);
    const refused = await add(FRESH, tokens.fresh, portra);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Kodak Portra 400 35mm is out of stock');
    await setStock(portra, 42);
  });

  it('keeps each customer to their own cart', async () => {
    expect((await call('GET', `/users/${CASEY}/cart`, tokens.hannah)).statusCode).toBe(403);
    await empty(CASEY, tokens.casey);
    await add(CASEY, tokens.casey, ids['kodak-gold-200-35mm']!);
    const line = (await cart(CASEY, tokens.casey)).lines[0]!;
    const { rows } = await lab.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'hannah.okafor@example.com'",
    );
    const hannahId = rows[0]!.id;
    expect((await setQuantity(hannahId, tokens.hannah, line.id, 3)).statusCode).toBe(404);
    expect((await cart(CASEY, tokens.casey)).lines[0]!.quantity).toBe(1);
  });
});

describe('quotes and checkout', () => {
  it('prices members at the member price and others at the list price, with coupons, credit and tax', async () => {
    await empty(CASEY, tokens.casey);
    await add(CASEY, tokens.casey, ids['kodak-portra-400-35mm']!);
    await add(CASEY, tokens.casey, ids['kodak-portra-400-35mm']!);
    let quote = (await call('POST', `/users/${CASEY}/cart/quote`, tokens.casey, { delivery: 'SHIP' })).json();
    // 2 × 1709 + shipping 999 = 4417; Casey's $15 credit; tax 8.75 % of 2917 = 255.
    expect(quote).toMatchObject({
      memberPriced: true,
      memberSavings: 380,
      subtotal: 4417,
      discount: 0,
      credit: 1500,
      tax: 255,
      total: 3172,
    });
    quote = (
      await call('POST', `/users/${CASEY}/cart/quote`, tokens.casey, {
        delivery: 'PICK_UP',
        promoCode: 'nicefilm10',
      })
    ).json();
    // 3418, 10 % off = 342, credit 1500, tax on 1576 = 138.
    expect(quote).toMatchObject({
      subtotal: 3418,
      discount: 342,
      promoCode: 'NICEFILM10',
      tax: 138,
      total: 1714,
    });

    for (const [code, message] of [
      ['EXPIRED15', 'This promo code is not valid'],
      ['NOPE', 'This promo code is not valid'],
      ['PRINTS20', 'This promo code does not apply to anything in your cart'],
    ]) {
      const refused = await call('POST', `/users/${CASEY}/cart/quote`, tokens.casey, { promoCode: code });
      expect(refused.json().errors).toEqual([{ field: 'promoCode', message }]);
    }

    await empty(FRESH, tokens.fresh);
    await add(FRESH, tokens.fresh, ids['kodak-portra-400-35mm']!);
    quote = (await call('POST', `/users/${FRESH}/cart/quote`, tokens.fresh, { delivery: 'PICK_UP' })).json();
    expect(quote).toMatchObject({ memberPriced: false, subtotal: 1899, credit: 0, tax: 166, total: 2065 });
  });

  it('checks out: a paid SHOP order with its lines, stock down, cart empty, and never twice for one key', async () => {
    await empty(CASEY, tokens.casey);
    const gold = ids['kodak-gold-200-35mm']!;
    const before = (await call('GET', `/products/${gold}`, tokens.casey)).json().stock;
    await add(CASEY, tokens.casey, gold);
    await add(CASEY, tokens.casey, ids['digital-gift-card-50']!);
    const quote = (
      await call('POST', `/users/${CASEY}/cart/quote`, tokens.casey, { delivery: 'PICK_UP' })
    ).json();
    const openBefore = (await call('GET', `/users/${CASEY}/orders?status=OPEN`, tokens.casey)).json();

    const body = { delivery: 'PICK_UP', idempotencyKey: randomUUID(), expectedTotal: quote.total + 1 };
    let response = await call('POST', `/users/${CASEY}/cart/checkout`, tokens.casey, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The total has changed since you looked: check your cart and pay again',
    );

    response = await call('POST', `/users/${CASEY}/cart/checkout`, tokens.casey, {
      ...body,
      expectedTotal: quote.total,
      token: 'tok_chargeDeclined',
    });
    expect(response.statusCode).toBe(402);
    expect((await cart(CASEY, tokens.casey)).lines).toHaveLength(2);
    expect((await call('GET', `/products/${gold}`, tokens.casey)).json().stock).toBe(before);

    response = await call('POST', `/users/${CASEY}/cart/checkout`, tokens.casey, {
      ...body,
      expectedTotal: quote.total,
      token: 'tok_visa',
    });
    expect(response.statusCode).toBe(201);
    const { orderId, total } = response.json();
    expect(total).toBe(quote.total);
    const again = await call('POST', `/users/${CASEY}/cart/checkout`, tokens.casey, {
      ...body,
      expectedTotal: quote.total,
      token: 'tok_visa',
    });
    expect(again.json()).toEqual({ orderId, total });

    const order = (await call('GET', `/users/${CASEY}/orders/${orderId}`, tokens.casey)).json();
    expect(order.order).toMatchObject({ status: 'PAID', kind: 'SHOP', total: quote.total });
    expect(
      order.lines.map((l: { description: string; quantity: number }) => [l.description, l.quantity]),
    ).toEqual([
      ['Kodak Gold 200 35mm', 1],
      ['Digital Gift Card $50', 1],
    ]);
    expect((await call('GET', `/products/${gold}`, tokens.casey)).json().stock).toBe(before - 1);
    expect((await cart(CASEY, tokens.casey)).lines).toEqual([]);
    // A shop order is never an open development order.
    expect((await call('GET', `/users/${CASEY}/orders?status=OPEN`, tokens.casey)).json().count).toBe(
      openBefore.count,
    );
  });

  it('sells the last one once when two customers check out together: one pays, the other is told', async () => {
    const ektar = ids['kodak-portra-400-35mm']!;
    await setStock(ektar, 1);
    await empty(CASEY, tokens.casey);
    await empty(FRESH, tokens.fresh);
    await add(CASEY, tokens.casey, ektar);
    await add(FRESH, tokens.fresh, ektar);
    const quotes = await Promise.all(
      [
        [CASEY, tokens.casey],
        [FRESH, tokens.fresh],
      ].map(async ([id, token]) =>
        (await call('POST', `/users/${id}/cart/quote`, token as string, { delivery: 'PICK_UP' })).json(),
      ),
    );
    const results = await Promise.all(
      [
        [CASEY, tokens.casey, quotes[0].total],
        [FRESH, tokens.fresh, quotes[1].total],
      ].map(([id, token, total]) =>
        call('POST', `/users/${id}/cart/checkout`, token as string, {
          delivery: 'PICK_UP',
          token: 'tok_visa',
          idempotencyKey: randomUUID(),
          expectedTotal: total,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const told = results.find((r) => r.statusCode === 409)!.json();
    expect(told.message).toBe('Kodak Portra 400 35mm is out of stock: remove it to check out');
    expect((await call('GET', `/products/${ektar}`, tokens.casey)).json().stock).toBe(0);
    await setStock(ektar, 42);
  });
});
