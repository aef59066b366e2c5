import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASEY, type Cart, type PrintCartLab, printCartLab } from '../test-support/print-cart';
import { SEED_IDS } from '../test-support/test-lab';

// Buying print lines (docs/decisions/095-print-orders.md): the order's prints, coupons on prints, the vendor's files.

let t: PrintCartLab;
beforeAll(async () => {
  t = await printCartLab();
}, 120_000);
afterAll(() => t.lab.close());

describe('checkout', () => {
  it('writes the order’s prints with their amounts, and the order answer shows them', async () => {
    await t.empty();
    const id = await t.draft();
    const frames = t.seed.casey.scanIds.slice(40, 43);
    await t.addPrints({ kind: 'FOUR_BY_SIX', scanIds: frames, border: 0.125, quantity: 2 });
    await t.addPrints({
      kind: 'LARGE_FORMAT',
      paperSizeId: t.sizes['LUSTRE 8x10'],
      draftId: id,
      border: 0.5,
      quantity: 2,
    });
    const { rows } = await t.lab.db.query<{ id: number }>(
      'SELECT id FROM addresses WHERE user_id = $1 LIMIT 1',
      [CASEY],
    );
    const quote = (
      await t.call('POST', `/users/${CASEY}/cart/quote`, t.tokens.casey, { delivery: 'SHIP' })
    ).json();
    // One pack (6 prints) at the member price, two 8x10s, shipping.
    expect(quote.subtotal).toBe(999 + 2998 + 999);
    const response = await t.call('POST', `/users/${CASEY}/cart/checkout`, t.tokens.casey, {
      delivery: 'SHIP',
      addressId: rows[0]!.id,
      idempotencyKey: randomUUID(),
      expectedTotal: quote.total,
      token: 'tok_visa',
    });
    expect(response.statusCode).toBe(201);
    const { orderId } = response.json();
    expect((await t.cart()).lines).toHaveLength(0);

    const order = (await t.call('GET', `/users/${CASEY}/orders/${orderId}`, t.tokens.casey)).json();
    expect(order.prints).toEqual([
      ...frames.map((scanId) => ({
        id: expect.any(Number),
        kind: 'FOUR_BY_SIX',
        scanId,
        paper: { name: 'Lustre 4x6', paperType: 'LUSTRE' },
        width: 4,
        height: 6,
        border: 0.125,
        quantity: 2,
        amount: 333,
        draftId: null,
      })),
      {
        id: expect.any(Number),
        kind: 'LARGE_FORMAT',
        scanId: null,
        paper: { name: 'Fujicolor Crystal Archive Lustre', paperType: 'LUSTRE' },
        width: 8,
        height: 10,
        border: 0.5,
        quantity: 2,
        amount: 2998,
        draftId: id,
      },
    ]);
    expect(order.lines.map((line: { productType: string }) => line.productType)).toEqual([
      'PRINT',
      'PRINT',
      'FULFILLMENT_SERVICE_ADD_ON',
    ]);

    // The order names the draft: putting it in the cart again and removing that line keeps it.
    const [line] = (
      await t.addPrints({
        kind: 'LARGE_FORMAT',
        paperSizeId: t.sizes['LUSTRE 8x10'],
        draftId: id,
        border: 0,
        quantity: 1,
      })
    ).json<Cart>().lines;
    await t.call('DELETE', `/users/${CASEY}/cart/lines/${line!.id}`, t.tokens.casey);
    expect((await t.call('GET', `/prints/drafts/${id}`, t.tokens.casey)).statusCode).toBe(200);
  });

  it('answers a cart’s frames in one call, only the user’s own', async () => {
    const ids = [t.seed.casey.scanIds[0]!, t.seed.casey.scanIds[1]!, t.seed.other.scanIds[0]!];
    const response = await t.call('GET', `/users/${CASEY}/print-scans?ids=${ids.join(',')}`, t.tokens.casey);
    expect(response.statusCode).toBe(200);
    expect(response.json().scans.map((scan: { id: number }) => scan.id)).toEqual(ids.slice(0, 2));
  });
});

describe('coupons and the print shop', () => {
  it('a prints coupon takes 20 % off the print lines, not the shipping', async () => {
    await t.empty();
    await t.addPrints({ kind: 'FOUR_BY_SIX', rollIds: [t.seed.casey.rollIds[0]], border: 0, quantity: 1 });
    const quote = (
      await t.call('POST', `/users/${CASEY}/cart/quote`, t.tokens.casey, {
        delivery: 'SHIP',
        promoCode: 'PRINTS20',
      })
    ).json();
    // One pack at 999 and shipping 999: 20 % of the pack only.
    expect(quote).toMatchObject({ subtotal: 1998, discount: 200, promoCode: 'PRINTS20' });
  });

  it('the print shop an order goes to gets each 4x6 frame’s scan and the draft’s JPEG to print', async () => {
    await t.empty();
    const id = await t.draft();
    const frame = t.seed.casey.scanIds[50]!;
    await t.addPrints({ kind: 'FOUR_BY_SIX', scanIds: [frame], border: 0, quantity: 3 });
    await t.addPrints({
      kind: 'LARGE_FORMAT',
      paperSizeId: t.sizes['GLOSSY 11x14'],
      draftId: id,
      border: 1,
      quantity: 1,
    });
    const quote = (
      await t.call('POST', `/users/${CASEY}/cart/quote`, t.tokens.casey, { delivery: 'PICK_UP' })
    ).json();
    const { orderId } = (
      await t.call('POST', `/users/${CASEY}/cart/checkout`, t.tokens.casey, {
        delivery: 'PICK_UP',
        idempotencyKey: randomUUID(),
        expectedTotal: quote.total,
        token: 'tok_visa',
      })
    ).json();
    const [admin, vendor] = await Promise.all([
      t.lab.login('admin@lab.test'),
      t.lab.login('vendor@lab.test'),
    ]);
    const sent = await t.call('POST', `/orders/${orderId}/vendor-order`, admin, {
      vendorId: SEED_IDS.vendor,
    });
    expect(sent.statusCode).toBe(201);
    const order = (await t.call('GET', `/vendor-orders/${sent.json().id}`, vendor)).json();
    expect(
      order.prints.map((print: { paperName: string; quantity: number }) => [print.paperName, print.quantity]),
    ).toEqual([
      ['Lustre 4x6', 3],
      ['Fujicolor Crystal Archive Gloss', 1],
    ]);
    for (const print of order.prints as { read: string | null }[]) {
      expect(print.read).not.toBeNull();
      expect((await t.lab.app.inject({ method: 'GET', url: print.read! })).statusCode).toBe(200);
    }
  });
});
