import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test-support/orders';
import { type SeededScans, seededScans } from '../test-support/scans';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// Print lines in the cart (docs/decisions/095-print-orders.md): adding, pricing, validating, removing, buying.

let lab: TestLab;
let call: ReturnType<typeof caller>;
let seed: SeededScans;
const tokens = { casey: '', hannah: '' };
const CASEY = SEED_IDS.customer;
const sizes: Record<string, number> = {};

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  seed = await seededScans(lab.db);
  [tokens.casey, tokens.hannah] = await Promise.all([
    lab.login('customer@lab.test'),
    lab.login('hannah.okafor@example.com'),
  ]);
  const papers = (await call('GET', '/prints/papers', tokens.casey)).json<
    { paperType: string; sizes: { id: number; width: number; height: number }[] }[]
  >();
  for (const paper of papers) {
    for (const size of paper.sizes) sizes[`${paper.paperType} ${size.width}x${size.height}`] = size.id;
  }
}, 120_000);
afterAll(() => lab.close());

interface PrintLine {
  id: number;
  productId: null;
  quantity: number;
  print: { kind: string; printCount: number; units: number; unitAmount: number; amount: number } & Record<
    string,
    unknown
  >;
}
type Cart = { lines: PrintLine[] };

const cart = async (token = tokens.casey, userId = CASEY): Promise<Cart> =>
  (await call('GET', `/users/${userId}/cart`, token)).json();
const addPrints = (body: Record<string, unknown>, token = tokens.casey, userId = CASEY) =>
  call('POST', `/users/${userId}/cart/prints`, token, body);
async function empty(token = tokens.casey, userId = CASEY) {
  for (const line of (await cart(token, userId)).lines) {
    await call('DELETE', `/users/${userId}/cart/lines/${line.id}`, token);
  }
}

/** A converted print draft of `token`'s user (decision 083's link, PUT and convert). */
async function draft(token = tokens.casey, convert = true): Promise<string> {
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
  if (convert)
    expect((await call('PUT', `/prints/drafts/${link.draftId}/convert-draft`, token)).statusCode).toBe(200);
  return link.draftId;
}

/** Casey without a plan in force for the length of `run` (her subscription set aside, then restored). */
async function withoutPlan(run: () => Promise<void>) {
  const { rows } = await lab.db.query<{ id: number; status: string }>(
    `UPDATE subscriptions s SET status = 'canceled' FROM payment_customers pc
     WHERE pc.id = s.payment_customer_id AND pc.user_id = $1 AND s.status IN ('active', 'trialing')
     RETURNING s.id, (SELECT status FROM subscriptions WHERE id = s.id) AS status`,
    [CASEY],
  );
  try {
    await run();
  } finally {
    for (const row of rows) {
      await lab.db.query('UPDATE subscriptions SET status = $2 WHERE id = $1', [row.id, row.status]);
    }
  }
}

describe('4x6 prints: packs of 36 at the plan’s price (spec §9)', () => {
  const roll = () => seed.casey.firstRollScanIds; // 36 frames
  const secondRollFirst = () => seed.casey.scanIds[36]!;
  it.each([
    ['36 prints, member', () => ({ rollIds: [seed.casey.rollIds[0]], quantity: 1 }), true, 36, 1, 999],
    ['37 prints, member', () => ({ scanIds: [...roll(), secondRollFirst()], quantity: 1 }), true, 37, 2, 999],
    ['72 prints, member', () => ({ scanIds: roll(), quantity: 2 }), true, 72, 2, 999],
    ['36 prints, no plan', () => ({ rollIds: [seed.casey.rollIds[0]], quantity: 1 }), false, 36, 1, 1199],
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
      await empty();
      const response = await addPrints({ kind: 'FOUR_BY_SIX', border: 0, ...frames() });
      expect(response.statusCode).toBe(201);
      const [line] = response.json<Cart>().lines;
      expect(line).toMatchObject({
        productId: null,
        print: { kind: 'FOUR_BY_SIX', printCount: prints, units: packs, unitAmount: packPrice },
      });
      expect(line!.print.amount).toBe(packs * packPrice);
      const quote = (
        await call('POST', `/users/${CASEY}/cart/quote`, tokens.casey, { delivery: 'PICK_UP' })
      ).json();
      expect(quote.subtotal).toBe(packs * packPrice);
      expect(quote.memberSavings).toBe(member ? packs * 200 : 0);
    };
    await (member ? check() : withoutPlan(check));
  });

  it('a double click adds one line; the same prints later are a second line', async () => {
    await empty();
    const body = { kind: 'FOUR_BY_SIX', scanIds: roll().slice(0, 3), border: 0.125, quantity: 1 };
    await Promise.all([addPrints(body), addPrints(body)]);
    expect((await cart()).lines).toHaveLength(1);
    await lab.db.query("UPDATE cart_lines SET created_at = now() - interval '1 minute' WHERE user_id = $1", [
      CASEY,
    ]);
    await addPrints(body);
    expect((await cart()).lines).toHaveLength(2);
  });
});

describe('large format', () => {
  it('prices the size times the copies, fine art at its own price', async () => {
    await empty();
    const id = await draft();
    let response = await addPrints({
      kind: 'LARGE_FORMAT',
      paperSizeId: sizes['LUSTRE 8x10'],
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
    response = await addPrints({
      kind: 'LARGE_FORMAT',
      paperSizeId: sizes['FINE_ART 11x14'],
      draftId: id,
      border: 1,
      quantity: 1,
    });
    expect(response.json<Cart>().lines[1]!.print.amount).toBe(5998);
    const quote = (
      await call('POST', `/users/${CASEY}/cart/quote`, tokens.casey, { delivery: 'SHIP' })
    ).json();
    expect(quote).toMatchObject({ needsDelivery: true, subtotal: 2998 + 5998 + 999 });
  });
});

describe('bad input', () => {
  it.each([
    [
      'a 4x6 border of 0.25',
      () => ({ kind: 'FOUR_BY_SIX', scanIds: [seed.casey.scanIds[0]], border: 0.25, quantity: 1 }),
      'border',
    ],
    [
      'no copies',
      () => ({ kind: 'FOUR_BY_SIX', scanIds: [seed.casey.scanIds[0]], border: 0, quantity: 0 }),
      'quantity',
    ],
    [
      '101 copies',
      () => ({ kind: 'FOUR_BY_SIX', scanIds: [seed.casey.scanIds[0]], border: 0, quantity: 101 }),
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
      () => ({ kind: 'FOUR_BY_SIX', scanIds: [seed.other.scanIds[0]], border: 0, quantity: 1 }),
      'scanIds',
    ],
    [
      'another customer’s roll',
      () => ({ kind: 'FOUR_BY_SIX', rollIds: [seed.other.rollId], border: 0, quantity: 1 }),
      'rollIds',
    ],
    [
      'a large-format border of 0.125',
      () => ({
        kind: 'LARGE_FORMAT',
        paperSizeId: sizes['LUSTRE 8x10'],
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
        paperSizeId: sizes['LUSTRE 8x10'],
        draftId: 'a'.repeat(32),
        border: 0,
        quantity: 1,
      }),
      'draftId',
    ],
    ['an unknown kind', () => ({ kind: 'POSTER', border: 0, quantity: 1 }), 'kind'],
  ])('refuses %s (400 on the field)', async (_name, body, field) => {
    await empty();
    const response = await addPrints(body());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect((await cart()).lines).toHaveLength(0);
  });

  it('refuses another customer’s draft and a draft not converted yet', async () => {
    await empty();
    for (const id of [await draft(tokens.hannah), await draft(tokens.casey, false)]) {
      const response = await addPrints({
        kind: 'LARGE_FORMAT',
        paperSizeId: sizes['LUSTRE 8x10'],
        draftId: id,
        border: 0,
        quantity: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('draftId');
    }
  });

  it('keeps a customer out of another’s cart and frames', async () => {
    const body = { kind: 'FOUR_BY_SIX', scanIds: [seed.casey.scanIds[0]], border: 0, quantity: 1 };
    expect((await addPrints(body, tokens.hannah)).statusCode).toBe(403);
    expect((await call('GET', `/users/${CASEY}/print-scans?ids=1`, tokens.hannah)).statusCode).toBe(403);
  });
});

describe('quantities and removal', () => {
  it('caps copies at 100, and zero or a removal deletes the line’s draft (row and file)', async () => {
    await empty();
    const id = await draft();
    const jpeg = (await call('GET', `/prints/drafts/${id}`, tokens.casey)).json().read as string;
    expect((await lab.app.inject({ method: 'GET', url: jpeg })).statusCode).toBe(200);
    const [line] = (
      await addPrints({
        kind: 'LARGE_FORMAT',
        paperSizeId: sizes['LUSTRE 5x7'],
        draftId: id,
        border: 0,
        quantity: 1,
      })
    ).json<Cart>().lines;
    let response = await call('PUT', `/users/${CASEY}/cart/lines/${line!.id}`, tokens.casey, {
      quantity: 500,
    });
    expect(response.json<Cart>().lines[0]!.quantity).toBe(100);
    response = await call('PUT', `/users/${CASEY}/cart/lines/${line!.id}`, tokens.casey, { quantity: 0 });
    expect(response.json<Cart>().lines).toHaveLength(0);
    expect((await call('GET', `/prints/drafts/${id}`, tokens.casey)).statusCode).toBe(404);
    expect((await lab.app.inject({ method: 'GET', url: jpeg })).statusCode).toBe(404);

    const other = await draft();
    const [second] = (
      await addPrints({
        kind: 'LARGE_FORMAT',
        paperSizeId: sizes['LUSTRE 5x7'],
        draftId: other,
        border: 0,
        quantity: 1,
      })
    ).json<Cart>().lines;
    expect((await call('DELETE', `/users/${CASEY}/cart/lines/${second!.id}`, tokens.casey)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/prints/drafts/${other}`, tokens.casey)).statusCode).toBe(404);
  });
});

describe('checkout', () => {
  it('writes the order’s prints with their amounts, and the order answer shows them', async () => {
    await empty();
    const id = await draft();
    const frames = seed.casey.scanIds.slice(40, 43);
    await addPrints({ kind: 'FOUR_BY_SIX', scanIds: frames, border: 0.125, quantity: 2 });
    await addPrints({
      kind: 'LARGE_FORMAT',
      paperSizeId: sizes['LUSTRE 8x10'],
      draftId: id,
      border: 0.5,
      quantity: 2,
    });
    const { rows } = await lab.db.query<{ id: number }>(
      'SELECT id FROM addresses WHERE user_id = $1 LIMIT 1',
      [CASEY],
    );
    const quote = (
      await call('POST', `/users/${CASEY}/cart/quote`, tokens.casey, { delivery: 'SHIP' })
    ).json();
    // One pack (6 prints) at the member price, two 8x10s, shipping.
    expect(quote.subtotal).toBe(999 + 2998 + 999);
    const response = await call('POST', `/users/${CASEY}/cart/checkout`, tokens.casey, {
      delivery: 'SHIP',
      addressId: rows[0]!.id,
      idempotencyKey: randomUUID(),
      expectedTotal: quote.total,
      token: 'tok_visa',
    });
    expect(response.statusCode).toBe(201);
    const { orderId } = response.json();
    expect((await cart()).lines).toHaveLength(0);

    const order = (await call('GET', `/users/${CASEY}/orders/${orderId}`, tokens.casey)).json();
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
      await addPrints({
        kind: 'LARGE_FORMAT',
        paperSizeId: sizes['LUSTRE 8x10'],
        draftId: id,
        border: 0,
        quantity: 1,
      })
    ).json<Cart>().lines;
    await call('DELETE', `/users/${CASEY}/cart/lines/${line!.id}`, tokens.casey);
    expect((await call('GET', `/prints/drafts/${id}`, tokens.casey)).statusCode).toBe(200);
  });

  it('answers a cart’s frames in one call, only the user’s own', async () => {
    const ids = [seed.casey.scanIds[0]!, seed.casey.scanIds[1]!, seed.other.scanIds[0]!];
    const response = await call('GET', `/users/${CASEY}/print-scans?ids=${ids.join(',')}`, tokens.casey);
    expect(response.statusCode).toBe(200);
    expect(response.json().scans.map((scan: { id: number }) => scan.id)).toEqual(ids.slice(0, 2));
  });
});
