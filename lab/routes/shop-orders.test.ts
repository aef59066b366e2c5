import sharp from 'sharp';
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

describe('a shop order with prints (spec §3 print entries in newPrints)', () => {
  /** A converted print draft of `token`'s user, through the documented draft calls. */
  async function draft(token: string): Promise<string> {
    const link = (await call('GET', '/prints/drafts/link?name=wall.png', token)).json();
    const file = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#a05030' } })
      .png()
      .toBuffer();
    const put = await lab.app.inject({
      method: 'PUT',
      url: link.write,
      headers: { 'content-type': 'image/png' },
      payload: file,
    });
    expect(put.statusCode).toBe(200);
    expect((await call('PUT', `/prints/drafts/${link.draftId}/convert-draft`, token)).statusCode).toBe(200);
    return link.draftId as string;
  }
  const print = (draftId: string, extra: Record<string, unknown> = {}) => ({
    paper: { name: 'Fujicolor Crystal Archive Lustre', paperType: 'LUSTRE' },
    width: 10,
    height: 8,
    border: 0.5,
    quantity: 2,
    amount: 1,
    draftId,
    ...extra,
  });
  // 2 × 1499 (the 8 x 10 lustre size's price), tax 8.75 % half up (262.325 → 262).
  const printOrder = (draftId: string, extra: Record<string, unknown> = {}) => ({
    location: 'Shop',
    newPrints: [print(draftId)],
    total: 3260,
    ...extra,
  });

  it('prices the print from its size (an amount sent is not used), stores it in prints[], once per key', async () => {
    const draftId = await draft(tokens.fresh);
    const before = await shopOrders();
    const made = await call(
      'POST',
      `/users/${FRESH}/orders`,
      tokens.fresh,
      printOrder(draftId),
      key('shop-print'),
    );
    expect(made.statusCode).toBe(201);
    const wrapper = made.json();
    expect(wrapper.order).toMatchObject({ status: 'PAID', location: 'Shop', subtotal: 2998, total: 3260 });
    expect(wrapper.prints).toEqual([
      expect.objectContaining({
        kind: 'LARGE_FORMAT',
        paper: { name: 'Fujicolor Crystal Archive Lustre', paperType: 'LUSTRE' },
        width: 8,
        height: 10,
        border: 0.5,
        quantity: 2,
        amount: 2998,
        draftId,
      }),
    ]);
    expect(wrapper.lines).toEqual([
      expect.objectContaining({
        description: 'Print: 8 x 10 in on Fujicolor Crystal Archive Lustre',
        unitAmount: 1499,
        quantity: 2,
      }),
    ]);
    const again = await call(
      'POST',
      `/users/${FRESH}/orders`,
      tokens.fresh,
      printOrder(draftId),
      key('shop-print'),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(wrapper.order.id);
    expect(await shopOrders()).toBe(before + 1);
  });

  it("refuses another customer's draft, a size the lab does not offer and a print with no draft", async () => {
    const before = await shopOrders();
    const casey = await lab.login('customer@lab.test');
    const theirs = await draft(casey);
    const foreign = await call(
      'POST',
      `/users/${FRESH}/orders`,
      tokens.fresh,
      printOrder(theirs),
      key('shop-print-foreign'),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toEqual({
      field: 'newPrints.0.draftId',
      message: 'Print draft not found',
    });
    const mine = await draft(tokens.fresh);
    const odd = await call(
      'POST',
      `/users/${FRESH}/orders`,
      tokens.fresh,
      printOrder(mine, { newPrints: [print(mine, { width: 9 })] }),
      key('shop-print-odd'),
    );
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors[0]).toMatchObject({ field: 'newPrints.0.paper' });
    const none = await call(
      'POST',
      `/users/${FRESH}/orders`,
      tokens.fresh,
      printOrder(mine, { newPrints: [print(mine, { draftId: null })] }),
      key('shop-print-none'),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ field: 'newPrints.0.draftId' });
    expect(await shopOrders()).toBe(before);
  });
});
