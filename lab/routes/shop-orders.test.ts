import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesOf } from '../test-support/billing';
import { caller } from '../test-support/orders';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// A shop order made with the documented POST /users/{id}/orders (docs/decisions/099-client-cart.md): the lab
// prices the product lines itself, takes stock, charges the default card and answers the order PAID.

let lab: TestLab;
let call: ReturnType<typeof caller>;
const tokens = { admin: '', fresh: '' };
const FRESH = SEED_IDS.newCustomer;
let portra = 0;

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  [tokens.admin, tokens.fresh] = await Promise.all([
    lab.login('admin@lab.test'),
    lab.login('newcustomer@lab.test'),
  ]);
  portra = (await call('GET', '/products/name/kodak-portra-400-35mm', tokens.fresh)).json().id;
}, 60_000);
afterAll(() => lab.close());

const key = (value: string) => ({ 'idempotency-key': value });
const stock = async () => (await call('GET', `/products/${portra}`, tokens.fresh)).json().stock as number;
const order = (extra: Record<string, unknown> = {}) => ({
  location: 'Shop',
  newLines: [{ productId: portra, quantity: 2, amount: 1 }],
  // 2 × 1899 list price, tax 8.75 % half up (332.325 → 332).
  total: 4130,
  ...extra,
});
const shopOrders = async () =>
  (await lab.db.query('SELECT id FROM orders WHERE customer_id = $1 AND kind = $2', [FRESH, 'SHOP'])).rows
    .length;

describe('a shop order through POST /users/{id}/orders', () => {
  it('needs a card, refuses a total other than its own and a mix with rolls, and writes nothing then', async () => {
    const before = { stock: await stock(), orders: await shopOrders() };
    const noCard = await call('POST', `/users/${FRESH}/orders`, tokens.fresh, order(), key('shop-no-card'));
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().errors[0]).toMatchObject({ field: 'paymentMethod' });
    await call('PUT', `/users/${FRESH}/payment-methods/token`, tokens.fresh, { token: 'tok_visa' });
    const cheap = await call(
      'POST',
      `/users/${FRESH}/orders`,
      tokens.fresh,
      order({ total: 2 }),
      key('shop-cheap'),
    );
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().message).toBe(
      'The total has changed since you looked: check your cart and pay again',
    );
    const mixed = await call(
      'POST',
      `/users/${FRESH}/orders`,
      tokens.fresh,
      order({
        newLines: [
          { productId: portra },
          { key: 'x', description: 'x', productType: 'PRODUCT', unitAmount: 1, quantity: 1 },
        ],
      }),
      key('shop-mixed'),
    );
    expect(mixed.statusCode).toBe(400);
    expect({ stock: await stock(), orders: await shopOrders() }).toEqual(before);
  });

  it('prices from the catalogue (an amount sent is not used), takes stock, charges once per key', async () => {
    const before = await stock();
    const made = await call('POST', `/users/${FRESH}/orders`, tokens.fresh, order(), key('shop-paid'));
    expect(made.statusCode).toBe(201);
    const wrapper = made.json();
    expect(wrapper.order).toMatchObject({ status: 'PAID', location: 'Shop', total: 4130, subtotal: 3798 });
    expect(wrapper.lines).toEqual([
      expect.objectContaining({ description: 'Kodak Portra 400 35mm', unitAmount: 1899, quantity: 2 }),
    ]);
    const again = await call('POST', `/users/${FRESH}/orders`, tokens.fresh, order(), key('shop-paid'));
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(wrapper.order.id);
    expect(await stock()).toBe(before - 2);
    const invoices = await invoicesOf(lab.db, FRESH);
    expect(invoices.filter((invoice) => invoice.description.startsWith('Shop order'))).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 4130, status: 'paid' });
  });

  it('a declined card writes nothing; out of stock is a 409 naming the product', async () => {
    const before = { stock: await stock(), orders: await shopOrders() };
    await call('PUT', `/users/${FRESH}/payment-methods/token`, tokens.fresh, { token: 'tok_chargeDeclined' });
    const declined = await call(
      'POST',
      `/users/${FRESH}/orders`,
      tokens.fresh,
      order(),
      key('shop-declined'),
    );
    expect(declined.statusCode).toBe(402);
    await call('PUT', `/users/${FRESH}/payment-methods/token`, tokens.fresh, { token: 'tok_visa' });
    await call('PUT', `/products/${portra}`, tokens.admin, { stock: 1 });
    const short = await call('POST', `/users/${FRESH}/orders`, tokens.fresh, order(), key('shop-short'));
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(
      'Only 1 of Kodak Portra 400 35mm left: lower the quantity to check out',
    );
    expect(await shopOrders()).toBe(before.orders);
    await call('PUT', `/products/${portra}`, tokens.admin, { stock: before.stock });
  });
});
