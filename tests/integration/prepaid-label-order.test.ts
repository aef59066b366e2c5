import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE,
  freshKey,
  ORDER_QUERY,
  type Order,
  QUOTE,
  roll,
  type Totals,
} from '../support/order-documents.js';
import { type Stack, startStack } from '../support/stack.js';

// Issue 23, decision 105: a development order created with "Prepaid Label" holds what the review showed — the label
// shipment made with the order, its line for a non-member, the quoted total — and its label downloads at once.

let stack: Stack;
let casey: string; // Nice 2025 member: labels are free
let newcomer: string; // no plan: the label is a $14.99 line
beforeAll(async () => {
  stack = await startStack();
  [casey, newcomer] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login('newcustomer@lab.test'),
  ]);
});
afterAll(() => stack?.close());

const lineRows = (lines: Order['lines']) =>
  lines.map((l) => [l.key, l.unitAmount, l.quantity, l.creditsApplied, l.amount]);

async function quoteTotals(token: string, input: Record<string, unknown>): Promise<Totals> {
  const res = await stack.gql<{ orderQuote: { totals: Totals } }>(QUOTE, { input }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.orderQuote.totals;
}

async function addressOf(token: string): Promise<string> {
  const me = await stack.gql<{ me: { addresses: { id: string }[] } }>(
    'query { me { addresses { id } } }',
    {},
    token,
  );
  if (me.body.data!.me.addresses[0]) return me.body.data!.me.addresses[0].id;
  const res = await stack.gql<{ createAddress: { id: string } }>(
    'mutation AddAddress($input: AddressInput!) { createAddress(input: $input) { id } }',
    { input: { address1: '55 Water St', city: 'Brooklyn', state: 'NY', zip: '11201' } },
    token,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createAddress.id;
}

const orderCount = async (token: string) =>
  (await stack.gql<{ me: { orders: { count: number } } }>('query { me { orders { count } } }', {}, token))
    .body.data!.me.orders.count;

const outgoing = (order: Order) =>
  order.shipments.filter((s) => s.method === 'PREPAID_LABEL' && !s.toCustomer);

describe('a Prepaid Label order', () => {
  it('asks which address the label ships from, and makes no order without one', async () => {
    const before = await orderCount(newcomer);
    const res = await stack.gql(
      CREATE,
      { input: { idempotencyKey: freshKey(), shippingMethod: 'PREPAID_LABEL', rolls: [roll()] } },
      newcomer,
    );
    expect(res.body.errors![0]).toMatchObject({
      message: 'Choose the address the label ships from',
      extensions: { code: 'BAD_USER_INPUT', field: 'labelAddressId' },
    });
    expect(await orderCount(newcomer)).toBe(before);
  });

  it("refuses someone else's address beside labelAddressId", async () => {
    const caseysAddress = await addressOf(casey);
    const res = await stack.gql(
      CREATE,
      {
        input: {
          idempotencyKey: freshKey(),
          shippingMethod: 'PREPAID_LABEL',
          labelAddressId: caseysAddress,
          rolls: [roll()],
        },
      },
      newcomer,
    );
    expect(res.body.errors![0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'labelAddressId' },
    });
  });

  it('holds the label, its line and the quoted total for a non-member; one label per key', async () => {
    const labelAddressId = await addressOf(newcomer);
    const rolls = [roll({ pushPull: 1 })];
    const quoted = await quoteTotals(newcomer, { shippingMethod: 'PREPAID_LABEL', rolls });
    const input = { idempotencyKey: freshKey(), shippingMethod: 'PREPAID_LABEL', labelAddressId, rolls };
    const [first, second] = await Promise.all([
      stack.gql<{ createOrder: Order }>(CREATE, { input }, newcomer),
      stack.gql<{ createOrder: Order }>(CREATE, { input }, newcomer),
    ]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.errors).toBeUndefined();
    const order = first.body.data!.createOrder;
    expect(second.body.data!.createOrder.id).toBe(order.id);

    expect(order.totals.total).toBe(quoted.total);
    expect(order.totals).toEqual(quoted);
    expect(lineRows(order.lines)).toEqual([
      ['devscan', 1799, 1, 0, 1799],
      ['pushpullroll', 299, 1, 0, 299],
      ['prepaidlabel', 1499, 1, 0, 1499],
    ]);
    expect(outgoing(order)).toEqual([
      expect.objectContaining({
        methodLabel: 'Prepaid Label',
        serviceLevel: 'usps_first',
        address: { id: labelAddressId },
        labelUrl: expect.stringMatching(/^\/files\/labels\/[0-9a-f]{32}\.png\?/),
      }),
    ]);
    expect(order.actions.requestLabel).toBe(false);

    // The label the order page offers downloads from the BFF's origin.
    const png = await request(stack.app.server).get(outgoing(order)[0]!.labelUrl!);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');

    // Read again (and replayed with the key): still the one label.
    const read = await stack.gql<{ order: Order }>(ORDER_QUERY, { id: order.id }, newcomer);
    expect(outgoing(read.body.data!.order)).toHaveLength(1);
    expect(read.body.data!.order.totals.total).toBe(quoted.total);
    const replay = await stack.gql<{ createOrder: Order }>(CREATE, { input }, newcomer);
    expect(replay.body.data!.createOrder.id).toBe(order.id);
    expect(outgoing(replay.body.data!.createOrder)).toHaveLength(1);
  });

  it("makes a member's label with the order, free, at the quoted total", async () => {
    const labelAddressId = await addressOf(casey);
    const rolls = [roll()];
    const quoted = await quoteTotals(casey, { shippingMethod: 'PREPAID_LABEL', rolls });
    const res = await stack.gql<{ createOrder: Order }>(
      CREATE,
      { input: { idempotencyKey: freshKey(), shippingMethod: 'PREPAID_LABEL', labelAddressId, rolls } },
      casey,
    );
    expect(res.body.errors).toBeUndefined();
    const order = res.body.data!.createOrder;
    expect(order.totals).toEqual(quoted);
    expect(order.lines.map((line) => line.key)).not.toContain('prepaidlabel');
    expect(outgoing(order)).toHaveLength(1);
    expect(outgoing(order)[0]!.labelUrl).toMatch(/^\/files\/labels\//);
  });
});
