import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRollFrames } from '../services/print-cart';
import { CASEY, type PrintCartLab, printCartLab } from '../test-support/print-cart';
import { SEED_IDS } from '../test-support/test-lab';

// A print order as the print shop sees it (decision 106): how the customer chose to receive the prints, and each
// line's roll, frame and picture; a 4x6 line across two rolls names both.

let t: PrintCartLab;
const tokens = { admin: '', vendor: '' };
/** Casey's first two rolls: every frame of the first, and the first three of the second. */
let rolls: { id: number; scanIds: number[] }[] = [];

beforeAll(async () => {
  t = await printCartLab();
  [tokens.admin, tokens.vendor] = await Promise.all([
    t.lab.login('admin@lab.test'),
    t.lab.login('vendor@lab.test'),
  ]);
  const { rows } = await t.lab.db.query<{ id: number; scanIds: number[] }>(
    `SELECT r.id, array_agg(s.id ORDER BY s.frame) AS "scanIds" FROM film_rolls r JOIN scans s ON s.roll_id = r.id
     WHERE r.customer_id = $1 AND s.status = 'ready' GROUP BY r.id ORDER BY r.id LIMIT 2`,
    [CASEY],
  );
  rolls = rows;
}, 120_000);
afterAll(() => t.lab.close());

async function buyPrints(delivery: 'SHIP' | 'PICK_UP', addressId?: number) {
  await t.empty();
  const [first, second] = rolls as [(typeof rolls)[0], (typeof rolls)[0]];
  const scanIds = [...first.scanIds, ...second.scanIds.slice(0, 3)];
  await t.addPrints({ kind: 'FOUR_BY_SIX', scanIds, border: 0, quantity: 1 });
  const quote = (await t.call('POST', `/users/${CASEY}/cart/quote`, t.tokens.casey, { delivery })).json();
  const response = await t.call('POST', `/users/${CASEY}/cart/checkout`, t.tokens.casey, {
    delivery,
    ...(addressId ? { addressId } : {}),
    idempotencyKey: randomUUID(),
    expectedTotal: quote.total,
    token: 'tok_visa',
  });
  expect(response.statusCode).toBe(201);
  const { orderId } = response.json();
  const sent = await t.call('POST', `/orders/${orderId}/vendor-order`, tokens.admin, {
    vendorId: SEED_IDS.vendor,
  });
  expect(sent.statusCode).toBe(201);
  const vendorOrder = (await t.call('GET', `/vendor-orders/${sent.json().id}`, tokens.vendor)).json();
  const order = (await t.call('GET', `/users/${CASEY}/orders/${orderId}`, t.tokens.casey)).json();
  return { vendorOrder, order, scanIds, orderId: orderId as number };
}

describe('a print order at the print shop', () => {
  it('a pick-up order gives the shop no address to ship to, and names each print’s roll, frame and picture', async () => {
    const { vendorOrder, scanIds } = await buyPrints('PICK_UP');
    expect(vendorOrder).toMatchObject({ delivery: 'PICK_UP', location: 'Shop', shipTo: null });
    const [first, second] = rolls as [(typeof rolls)[0], (typeof rolls)[0]];
    expect(vendorOrder.prints).toHaveLength(scanIds.length);
    expect(vendorOrder.prints[0]).toMatchObject({ scanId: first.scanIds[0], rollId: first.id, frame: 1 });
    expect(vendorOrder.prints.at(-1)).toMatchObject({
      scanId: second.scanIds[2],
      rollId: second.id,
      frame: 3,
    });
    const picture = await t.lab.app.inject({ method: 'GET', url: vendorOrder.prints[0].thumbnail });
    expect(picture.statusCode).toBe(200);
  });

  it('a shipped order gives the shop the address the customer chose, not their primary one', async () => {
    const { rows } = await t.lab.db.query<{ id: number }>(
      `INSERT INTO addresses (user_id, address1, city, state, zip, country, is_primary)
       VALUES ($1, '9 Elsewhere Rd', 'Hudson', 'NY', '12534', 'US', false) RETURNING id`,
      [CASEY],
    );
    const { vendorOrder } = await buyPrints('SHIP', rows[0]!.id);
    expect(vendorOrder).toMatchObject({
      delivery: 'SHIP',
      shipTo: { address1: '9 Elsewhere Rd', city: 'Hudson' },
    });
  });

  it('a 4x6 line across two rolls names both rolls’ frames', async () => {
    const { order, orderId } = await buyPrints('PICK_UP');
    const [first, second] = rolls as [(typeof rolls)[0], (typeof rolls)[0]];
    const line = order.lines.find((entry: { productType: string }) => entry.productType === 'PRINT');
    expect(line.description).toContain(
      `${first.scanIds.length + 3} frames (roll ${first.id} frames 1–${first.scanIds.length}, roll ${second.id} frames 1–3)`,
    );
    // A shop order has no film: the desk cannot receive it or record roll steps on it.
    const event = await t.call('PUT', `/orders/${orderId}/add-rolls-event/developed`, tokens.admin, {});
    expect(event.statusCode).toBe(409);
    expect(event.json().message).toMatch(/no film/);
    expect(describeRollFrames([3, 7, 8, 9, 12].map((frame) => ({ rollId: 4, frame })))).toBe(
      'roll 4 frames 3, 7–9, 12',
    );
  });
});
