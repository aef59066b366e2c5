import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASEY, type Cart, type PrintCartLab, printCartLab } from '../test-support/print-cart';

// Print lines in the cart (docs/decisions/095-print-orders.md): adding, pricing, validating, removing. Buying them:
// print-cart-checkout.test.ts.

let t: PrintCartLab;
beforeAll(async () => {
  t = await printCartLab();
}, 120_000);
afterAll(() => t.lab.close());

describe('4x6 prints: packs of 36 at the plan’s price (spec §9)', () => {
  const roll = () => t.seed.casey.firstRollScanIds; // 36 frames
  const secondRollFirst = () => t.seed.casey.scanIds[36]!;
  it.each([
    ['36 prints, member', () => ({ rollIds: [t.seed.casey.rollIds[0]], quantity: 1 }), true, 36, 1, 999],
    ['37 prints, member', () => ({ scanIds: [...roll(), secondRollFirst()], quantity: 1 }), true, 37, 2, 999],
    ['72 prints, member', () => ({ scanIds: roll(), quantity: 2 }), true, 72, 2, 999],
    ['36 prints, no plan', () => ({ rollIds: [t.seed.casey.rollIds[0]], quantity: 1 }), false, 36, 1, 1199],
    [
      '37 prints, no plan',
      () => ({ scanIds: [...roll(), secondRollFirst()], quantity: 1 }),
      false,
      37,
      2,
      1199,
    ],
    ['72 prints, no plan', () => ({ scanIds: roll(), quantity: 2 }), false, 72, 2, 1199],
  ])('%s', async (_name, frames, member, prints, packs, packPrice) => {
    const check = async () => {
      await t.empty();
      const response = await t.addPrints({ kind: 'FOUR_BY_SIX', border: 0, ...frames() });
      expect(response.statusCode).toBe(201);
      const [line] = response.json<Cart>().lines;
      expect(line).toMatchObject({
        productId: null,
        print: { kind: 'FOUR_BY_SIX', printCount: prints, units: packs, unitAmount: packPrice },
      });
      expect(line!.print.amount).toBe(packs * packPrice);
      const quote = (
        await t.call('POST', `/users/${CASEY}/cart/quote`, t.tokens.casey, { delivery: 'PICK_UP' })
      ).json();
      expect(quote.subtotal).toBe(packs * packPrice);
      expect(quote.memberSavings).toBe(member ? packs * 200 : 0);
    };
    await (member ? check() : t.withoutPlan(check));
  });

  it('a double click adds one line; the same prints later are a second line', async () => {
    await t.empty();
    const body = { kind: 'FOUR_BY_SIX', scanIds: roll().slice(0, 3), border: 0.125, quantity: 1 };
    await Promise.all([t.addPrints(body), t.addPrints(body)]);
    expect((await t.cart()).lines).toHaveLength(1);
    await t.lab.db.query(
      "UPDATE cart_lines SET created_at = now() - interval '1 minute' WHERE user_id = $1",
      [CASEY],
    );
    await t.addPrints(body);
    expect((await t.cart()).lines).toHaveLength(2);
  });
});

describe('large format', () => {
  it('prices the size times the copies, fine art at its own price', async () => {
    await t.empty();
    const id = await t.draft();
    let response = await t.addPrints({
      kind: 'LARGE_FORMAT',
      paperSizeId: t.sizes['LUSTRE 8x10'],
      draftId: id,
      border: 0.5,
      quantity: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Cart>().lines[0]).toMatchObject({
      quantity: 2,
      print: {
        kind: 'LARGE_FORMAT',
        description: '8 x 10 in on Fujicolor Crystal Archive Lustre',
        border: 0.5,
        draftId: id,
        draft: { draftId: id, name: 'wall.png', jpeg: true, width: 400, height: 500 },
        printCount: 2,
        unitAmount: 1499,
        amount: 2998,
      },
    });
    response = await t.addPrints({
      kind: 'LARGE_FORMAT',
      paperSizeId: t.sizes['FINE_ART 11x14'],
      draftId: id,
      border: 1,
      quantity: 1,
    });
    expect(response.json<Cart>().lines[1]!.print.amount).toBe(5998);
    const quote = (
      await t.call('POST', `/users/${CASEY}/cart/quote`, t.tokens.casey, { delivery: 'SHIP' })
    ).json();
    expect(quote).toMatchObject({ needsDelivery: true, subtotal: 2998 + 5998 + 999 });
  });
});

describe('bad input', () => {
  it.each([
    [
      'a 4x6 border of 0.25',
      () => ({ kind: 'FOUR_BY_SIX', scanIds: [t.seed.casey.scanIds[0]], border: 0.25, quantity: 1 }),
      'border',
    ],
    [
      'no copies',
      () => ({ kind: 'FOUR_BY_SIX', scanIds: [t.seed.casey.scanIds[0]], border: 0, quantity: 0 }),
      'quantity',
    ],
    [
      '101 copies',
      () => ({ kind: 'FOUR_BY_SIX', scanIds: [t.seed.casey.scanIds[0]], border: 0, quantity: 101 }),
      'quantity',
    ],
    ['no frames', () => ({ kind: 'FOUR_BY_SIX', border: 0, quantity: 1 }), 'scanIds'],
    [
      '501 frames',
      () => ({
        kind: 'FOUR_BY_SIX',
        scanIds: Array.from({ length: 501 }, (_, i) => i + 1),
        border: 0,
        quantity: 1,
      }),
      'scanIds',
    ],
    [
      'another customer’s frame',
      () => ({ kind: 'FOUR_BY_SIX', scanIds: [t.seed.other.scanIds[0]], border: 0, quantity: 1 }),
      'scanIds',
    ],
    [
      'another customer’s roll',
      () => ({ kind: 'FOUR_BY_SIX', rollIds: [t.seed.other.rollId], border: 0, quantity: 1 }),
      'rollIds',
    ],
    [
      'a large-format border of 0.125',
      () => ({
        kind: 'LARGE_FORMAT',
        paperSizeId: t.sizes['LUSTRE 8x10'],
        draftId: 'a'.repeat(32),
        border: 0.125,
        quantity: 1,
      }),
      'border',
    ],
    [
      'a size the lab does not offer',
      () => ({ kind: 'LARGE_FORMAT', paperSizeId: 99999, draftId: 'a'.repeat(32), border: 0, quantity: 1 }),
      'paperSizeId',
    ],
    [
      'a draft that does not exist',
      () => ({
        kind: 'LARGE_FORMAT',
        paperSizeId: t.sizes['LUSTRE 8x10'],
        draftId: 'a'.repeat(32),
        border: 0,
        quantity: 1,
      }),
      'draftId',
    ],
    ['an unknown kind', () => ({ kind: 'POSTER', border: 0, quantity: 1 }), 'kind'],
  ])('refuses %s (400 on the field)', async (_name, body, field) => {
    await t.empty();
    const response = await t.addPrints(body());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect((await t.cart()).lines).toHaveLength(0);
  });

  it('refuses another customer’s draft and a draft not converted yet', async () => {
    await t.empty();
    for (const id of [await t.draft(t.tokens.hannah), await t.draft(t.tokens.casey, false)]) {
      const response = await t.addPrints({
        kind: 'LARGE_FORMAT',
        paperSizeId: t.sizes['LUSTRE 8x10'],
        draftId: id,
        border: 0,
        quantity: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('draftId');
    }
  });

  it('keeps a customer out of another’s cart and frames', async () => {
    const body = { kind: 'FOUR_BY_SIX', scanIds: [t.seed.casey.scanIds[0]], border: 0, quantity: 1 };
    expect((await t.addPrints(body, t.tokens.hannah)).statusCode).toBe(403);
    expect((await t.call('GET', `/users/${CASEY}/print-scans?ids=1`, t.tokens.hannah)).statusCode).toBe(403);
  });
});

describe('quantities and removal', () => {
  it('caps copies at 100, and zero or a removal deletes the line’s draft (row and file)', async () => {
    await t.empty();
    const id = await t.draft();
    const jpeg = (await t.call('GET', `/prints/drafts/${id}`, t.tokens.casey)).json().read as string;
    expect((await t.lab.app.inject({ method: 'GET', url: jpeg })).statusCode).toBe(200);
    const [line] = (
      await t.addPrints({
        kind: 'LARGE_FORMAT',
        paperSizeId: t.sizes['LUSTRE 5x7'],
        draftId: id,
        border: 0,
        quantity: 1,
      })
    ).json<Cart>().lines;
    let response = await t.call('PUT', `/users/${CASEY}/cart/lines/${line!.id}`, t.tokens.casey, {
      quantity: 500,
    });
    expect(response.json<Cart>().lines[0]!.quantity).toBe(100);
    response = await t.call('PUT', `/users/${CASEY}/cart/lines/${line!.id}`, t.tokens.casey, { quantity: 0 });
    expect(response.json<Cart>().lines).toHaveLength(0);
    expect((await t.call('GET', `/prints/drafts/${id}`, t.tokens.casey)).statusCode).toBe(404);
    expect((await t.lab.app.inject({ method: 'GET', url: jpeg })).statusCode).toBe(404);

    const other = await t.draft();
    const [second] = (
      await t.addPrints({
        kind: 'LARGE_FORMAT',
        paperSizeId: t.sizes['LUSTRE 5x7'],
        draftId: other,
        border: 0,
        quantity: 1,
      })
    ).json<Cart>().lines;
    expect(
      (await t.call('DELETE', `/users/${CASEY}/cart/lines/${second!.id}`, t.tokens.casey)).statusCode,
    ).toBe(200);
    expect((await t.call('GET', `/prints/drafts/${other}`, t.tokens.casey)).statusCode).toBe(404);
  });
});
