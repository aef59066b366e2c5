import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE,
  freshKey,
  ORDER,
  ORDER_QUERY,
  type Order,
  QUOTE,
  roll,
  type Totals,
  UPDATE,
} from '../support/order-documents.js';
import { type Stack, startStack } from '../support/stack.js';

// A customer's development orders through the BFF against the real lab: quotes, creating (idempotent), editing,
// labels, rush, negatives and deleting. Prices: spec §9 and server/domain/add-on-prices.ts; tax 8.75% half up.

interface Quote {
  defaultScanQuality: string;
  lines: Order['lines'];
  credits: Order['credits'];
  totals: Totals;
}

let stack: Stack;
let casey: string; // Nice 2025 member, balance −1500 (account credit $15), a visa on file
let newcomer: string; // no plan, no orders
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

async function quote(token: string, input: Record<string, unknown>): Promise<Quote> {
  const res = await stack.gql<{ orderQuote: Quote }>(QUOTE, { input }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.orderQuote;
}

async function create(token: string, input: Record<string, unknown>) {
  return stack.gql<{ createOrder: Order }>(
    CREATE,
    { input: { idempotencyKey: freshKey(), ...input } },
    token,
  );
}

async function newAddress(token: string): Promise<string> {
  const res = await stack.gql<{ createAddress: { id: string } }>(
    'mutation AddAddress($input: AddressInput!) { createAddress(input: $input) { id } }',
    { input: { address1: '55 Water St', city: 'Brooklyn', state: 'NY', zip: '11201' } },
    token,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createAddress.id;
}

describe('a member’s quote', () => {
  const rolls = [
    roll(),
    roll({ process: 'E6', stock: 'Kodak Ektachrome E100', addRush: true }),
    roll({ process: 'ECN2', stock: 'Kodak Vision3 250D', scanQuality: 'STANDARD_4K', sleeving: 'CUT' }),
  ];

  it('uses the credits left this period and the account credit', async () => {
    const me = await stack.gql<{ me: { creditBalances: { kind: string; remaining: number | null }[] } }>(
      'query Credits { me { creditBalances { kind label remaining } } }',
      {},
      casey,
    );
    // Nice gives 10 / 3 / 3 / 0; the demo's invoiced orders used 5 dev + scan, one 4K and one rush.
    expect(me.body.data!.me.creditBalances).toEqual([
      { kind: 'DEV_SCAN', label: 'Dev + Scan credits', remaining: 5 },
      { kind: 'SCAN_4K', label: '4K scan credits', remaining: 2 },
      { kind: 'RUSH', label: 'Rush credits', remaining: 2 },
      { kind: 'PRO_SCAN', label: 'Pro scan credits', remaining: 0 },
    ]);

    const q = await quote(casey, { shippingMethod: 'PREPAID_LABEL', rolls });
    expect(q.defaultScanQuality).toBe('STANDARD_2K');
    // Members' labels are free: no prepaidlabel line.
    expect(lineRows(q.lines)).toEqual([
      ['devscan', 1499, 3, 3, 0],
      ['e6proscanadd', 500, 1, 0, 500],
      ['ecn2proscanadd', 1500, 1, 0, 1500],
      ['rush', 999, 1, 1, 0],
      ['4kscans', 999, 1, 1, 0],
      ['cutsleeving', 199, 1, 0, 199],
    ]);
    expect(q.lines[0]!.description).toBe('Develop + scan, C-41 / E-6 / ECN-2 (3 rolls)');
    expect(q.credits).toEqual([
      { kind: 'DEV_SCAN', label: 'Dev + Scan credits', quantity: 3, value: 4497 },
      { kind: 'RUSH', label: 'Rush credits', quantity: 1, value: 999 },
      { kind: 'SCAN_4K', label: '4K scan credits', quantity: 1, value: 999 },
    ]);
    // subtotal 2199; account credit 1500 → taxable 699; tax 61.16 → 61; total 760
    expect(q.totals).toEqual({
      subtotal: 2199,
      discount: 0,
      credit: 1500,
      creditLabel: 'Account Credit',
      tax: 61,
      total: 760,
    });
  });

  it('charges what the credits do not cover', async () => {
    const six = Array.from({ length: 6 }, () => roll());
    const q = await quote(casey, { shippingMethod: 'EXTERNAL_FULFILLMENT', rolls: six });
    // 5 credits left: the sixth roll is an additional roll at 1499 (decision 104); account credit 1500 pays it all.
    expect(lineRows(q.lines)).toEqual([
      ['devscan', 1499, 5, 5, 0],
      ['additionalroll', 1499, 1, 0, 1499],
    ]);
    expect(q.totals).toMatchObject({ subtotal: 1499, credit: 1499, tax: 0, total: 0 });
  });
});

describe('a non-member’s order', () => {
  let order: Order;

  it('quotes On Demand prices and the prepaid label', async () => {
    const q = await quote(newcomer, { shippingMethod: 'PREPAID_LABEL', rolls: [roll()] });
    expect(q.credits).toEqual([]);
    expect(lineRows(q.lines)).toEqual([
      ['devscan', 1799, 1, 0, 1799],
      ['prepaidlabel', 1499, 1, 0, 1499],
    ]);
    // 3298 × 8.75% = 288.575 → 289
    expect(q.totals).toEqual({
      subtotal: 3298,
      discount: 0,
      credit: 0,
      creditLabel: 'Account Credit',
      tax: 289,
      total: 3587,
    });
    const me = await stack.gql<{ me: { creditBalances: unknown[]; defaultCard: string | null } }>(
      'query Me { me { creditBalances { kind } defaultCard } }',
      {},
      newcomer,
    );
    expect(me.body.data!.me).toEqual({ creditBalances: [], defaultCard: null });
  });

  it('creates one order for one idempotency key, however often it is sent', async () => {
    const input = {
      idempotencyKey: freshKey(),
      // Posted by the customer; the label dialog below makes a label later (a Prepaid Label order holds its label from
      // the start: tests/integration/prepaid-label-order.test.ts, decision 105).
      shippingMethod: 'EXTERNAL_FULFILLMENT',
      rolls: [roll({ stock: 'Ilford HP5 Plus', process: 'BW', notes: 'Push one stop please', pushPull: 1 })],
      notes: 'First order',
    };
    const [first, second] = await Promise.all([
      stack.gql<{ createOrder: Order }>(CREATE, { input }, newcomer),
      stack.gql<{ createOrder: Order }>(CREATE, { input }, newcomer),
    ]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.errors).toBeUndefined();
    order = first.body.data!.createOrder;
    expect(second.body.data!.createOrder.id).toBe(order.id);
    expect(order).toMatchObject({
      number: `10${order.id}`,
      status: 'OPEN',
      location: 'Mail-in',
      notes: 'First order',
      internalNotes: null,
      rollCount: 1,
      expectedRollCount: 1,
      receivedRollCount: null,
      countMismatch: false,
      shipments: [],
    });
    expect(order.rolls[0]).toMatchObject({
      process: 'BW',
      processLabel: 'BW',
      format: 'FORMAT_35MM',
      formatLabel: '35mm',
      stock: 'Ilford HP5 Plus',
      brand: 'Ilford',
      model: 'HP5 Plus',
      pickUpId: null,
      pushPull: 1,
      crossProcess: false,
      scanQuality: 'STANDARD_2K',
      stage: null,
      estimatedReadyAt: null,
      events: [],
    });
    // Mailed in with any carrier: no label yet (the label dialog makes one if asked), dev + scan and the push.
    expect(lineRows(order.lines)).toEqual([
      ['devscan', 1799, 1, 0, 1799],
      ['pushpullroll', 299, 1, 0, 299],
    ]);
    expect(order.actions).toMatchObject({
      edit: true,
      delete: true,
      pay: false,
      requestLabel: true,
      receive: false,
    });

    const mine = await stack.gql<{ me: { firstOrderCreated: boolean; orders: { count: number } } }>(
      'query Mine { me { firstOrderCreated orders { count items { id } } } }',
      {},
      newcomer,
    );
    expect(mine.body.data!.me).toMatchObject({ firstOrderCreated: true, orders: { count: 1 } });
  });

  it('makes one prepaid label, priced for a non-member, and refuses a second', async () => {
    const addressId = await newAddress(newcomer);
    const LABEL = `mutation Label($orderId: ID!, $addressId: ID!) {
      requestShippingLabel(orderId: $orderId, addressId: $addressId) { id method methodLabel serviceLevel toCustomer labelUrl } }`;
    const made = await stack.gql<{ requestShippingLabel: Order['shipments'][number] }>(
      LABEL,
      { orderId: order.id, addressId },
      newcomer,
    );
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data!.requestShippingLabel).toMatchObject({
      method: 'PREPAID_LABEL',
      methodLabel: 'Prepaid Label',
      serviceLevel: 'usps_first',
      toCustomer: false,
    });
    expect(made.body.data!.requestShippingLabel.labelUrl).toMatch(/^\/files\/labels\/.+\.png\?/);

    const again = await stack.gql(LABEL, { orderId: order.id, addressId }, newcomer);
    expect(again.body.errors![0]).toMatchObject({
      message: 'This order already has a shipping label',
      extensions: { code: 'CONFLICT' },
    });

    const read = await stack.gql<{ order: Order }>(ORDER_QUERY, { id: order.id }, newcomer);
    order = read.body.data!.order;
    expect(order.shipments).toHaveLength(1);
    expect(lineRows(order.lines)).toContainEqual(['prepaidlabel', 1499, 1, 0, 1499]);
    expect(order.actions.requestLabel).toBe(false);
  });

  it('edits rolls: adds one, changes one, removes one', async () => {
    const added = await stack.gql<{ updateOrder: Order }>(
      UPDATE,
      {
        input: {
          id: order.id,
          newRolls: [roll({ stock: 'CineStill 800T', process: 'ECN2', crossProcess: true })],
          notes: null,
        },
      },
      newcomer,
    );
    expect(added.body.errors).toBeUndefined();
    const [first, second] = added.body.data!.updateOrder.rolls;
    expect(added.body.data!.updateOrder.notes).toBeNull();
    expect(second).toMatchObject({ stock: 'CineStill 800T', process: 'ECN2', crossProcess: true });
    expect(lineRows(added.body.data!.updateOrder.lines).map(([key]) => key)).toContain('crossprocessroll');

    const edited = await stack.gql<{ updateOrder: Order }>(
      UPDATE,
      {
        input: {
          id: order.id,
          rolls: [
            { id: first!.id, stock: 'Kodak Tri-X 400', pushPull: 0, sleeving: 'UNCUT', crossProcess: true },
          ],
          removeRollIds: [second!.id],
        },
      },
      newcomer,
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data!.updateOrder.rolls[0]!.crossProcess).toBe(true);
    expect(lineRows(edited.body.data!.updateOrder.lines).map(([key]) => key)).toContain('crossprocessroll');
    const reset = await stack.gql<{ updateOrder: Order }>(
      UPDATE,
      { input: { id: order.id, rolls: [{ id: first!.id, crossProcess: false }] } },
      newcomer,
    );
    expect(reset.body.errors).toBeUndefined();
    const after = reset.body.data!.updateOrder;
    expect(after.rolls[0]!.crossProcess).toBe(false);
    expect(after.rolls).toHaveLength(1);
    expect(after.rolls[0]).toMatchObject({ stock: 'Kodak Tri-X 400', pushPull: 0, sleeving: 'UNCUT' });
    expect(lineRows(after.lines)).toEqual([
      ['devscan', 1799, 1, 0, 1799],
      ['uncutsleeving', 199, 1, 0, 199],
      ['prepaidlabel', 1499, 1, 0, 1499],
    ]);
  });

  it('quotes rush on a roll and adds it', async () => {
    const rollId = order.rolls[0]!.id;
    const rq = await stack.gql<{ addRushQuote: Record<string, number> }>(
      'query RushQuote($orderId: ID!, $rollIds: [ID!]!) { addRushQuote(orderId: $orderId, rollIds: $rollIds) { rollCount unitAmount creditsApplied amount } }',
      { orderId: order.id, rollIds: [rollId] },
      newcomer,
    );
    expect(rq.body.data!.addRushQuote).toEqual({
      rollCount: 1,
      unitAmount: 1499,
      creditsApplied: 0,
      amount: 1499,
    });

    const rushed = await stack.gql<{ addRush: Order }>(
      `mutation AddRush($orderId: ID!, $rollIds: [ID!]!) { addRush(orderId: $orderId, rollIds: $rollIds) { ${ORDER} } }`,
      { orderId: order.id, rollIds: [rollId] },
      newcomer,
    );
    expect(rushed.body.errors).toBeUndefined();
    expect(rushed.body.data!.addRush.rolls[0]!.addRush).toBe(true);
    expect(lineRows(rushed.body.data!.addRush.lines)).toContainEqual(['rush', 1499, 1, 0, 1499]);
  });

  it('ships the negatives back: a return shipment and its line', async () => {
    const addressId = await newAddress(newcomer);
    const SET = `mutation Negatives($input: ReturnNegativesInput!) { setReturnNegatives(input: $input) { ${ORDER} } }`;
    const missing = await stack.gql(SET, { input: { orderId: order.id, negativesAction: 'SHIP' } }, newcomer);
    expect(missing.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'returnShipment.addressId',
    });
    const res = await stack.gql<{ setReturnNegatives: Order }>(
      SET,
      {
        input: {
          orderId: order.id,
          negativesAction: 'SHIP',
          returnShipment: { serviceLevel: 'return_negatives', addressId },
        },
      },
      newcomer,
    );
    expect(res.body.errors).toBeUndefined();
    const shipped = res.body.data!.setReturnNegatives;
    expect(shipped.rolls.every((r) => r.negativesAction === 'SHIP')).toBe(true);
    expect(shipped.shipments.find((s) => s.toCustomer)).toMatchObject({
      method: 'PREPAID_LABEL',
      serviceLevel: 'return_negatives',
      address: { id: addressId },
    });
    expect(lineRows(shipped.lines)).toContainEqual(['returnshipping', 799, 1, 0, 799]);
  });

  it('deletes the order', async () => {
    const res = await stack.gql<{ deleteOrder: string }>(
      'mutation Delete($id: ID!) { deleteOrder(id: $id) }',
      { id: order.id },
      newcomer,
    );
    expect(res.body).toEqual({ data: { deleteOrder: order.id } });
    const gone = await stack.gql<{ order: Order | null }>(ORDER_QUERY, { id: order.id }, newcomer);
    expect(gone.body.data!.order).toBeNull();
    expect(gone.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});

describe('creating an order checks its input', () => {
  it('a drop-off needs one of the lab’s locations', async () => {
    const res = await create(casey, { shippingMethod: 'DROP_OFF', location: 'My kitchen', rolls: [roll()] });
    expect(res.body.errors![0]).toMatchObject({
      message: 'Choose one of the lab’s drop-off locations',
      extensions: { code: 'BAD_USER_INPUT', field: 'location' },
    });
    const locations = await stack.gql<{ locations: { name: string }[] }>('query L { locations { name } }');
    const name = locations.body.data!.locations[0]!.name;
    const ok = await create(casey, { shippingMethod: 'DROP_OFF', location: name, rolls: [roll()] });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.createOrder.location).toBe(name);
  });

  it.each([
    [{ rolls: [] }, 'rolls', 'Add at least one roll'],
    [{ rolls: [roll({ stock: '   ' })] }, 'rolls.0.stock', 'Enter the film stock, like Kodak Portra 400'],
    [{ rolls: [roll(), roll({ pushPull: 4 })] }, 'rolls.1.pushPull', 'Push or pull at most 3 stops'],
    [
      { rolls: [roll({ stock: `${'K'.repeat(61)} Gold` })] },
      'rolls.0.stock',
      'The brand (first word) is at most 60 characters',
    ],
    [{ rolls: Array.from({ length: 101 }, () => roll()) }, 'rolls', 'An order holds at most 100 rolls'],
    [{ rolls: [roll({ notes: 'x'.repeat(1001) })] }, 'rolls.0.notes', 'Notes are at most 1000 characters'],
    [{ shippingMethod: 'RETURN_MAILER' }, 'shippingMethod', 'The return mailer is not available'],
    [
      { rolls: [roll({ negativesAction: 'SHIP' })] },
      'returnShipment.addressId',
      'Choose the address your negatives go back to',
    ],
    [
      {
        rolls: [roll({ negativesAction: 'SHIP' })],
        returnShipment: { serviceLevel: 'return_negatives', addressId: '999999' },
      },
      'returnShipment.addressId',
      undefined,
    ],
  ])('%j is refused on %s', async (fields, field, message) => {
    const before = await stack.gql<{ me: { orders: { count: number } } }>(
      'query C { me { orders { count } } }',
      {},
      casey,
    );
    const res = await create(casey, { shippingMethod: 'EXTERNAL_FULFILLMENT', rolls: [roll()], ...fields });
    expect(res.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    if (message) expect(res.body.errors![0]!.message).toBe(message);
    const after = await stack.gql<{ me: { orders: { count: number } } }>(
      'query C { me { orders { count } } }',
      {},
      casey,
    );
    expect(after.body.data!.me.orders.count).toBe(before.body.data!.me.orders.count);
  });
});

describe('an order whose film is at the lab', () => {
  it('can no longer be edited by the customer, but how the negatives come back still can', async () => {
    const open = await stack.gql<{
      me: { orders: { items: Array<{ id: string; receivedRollCount: number | null }> } };
    }>('query Open { me { orders(status: OPEN) { items { id receivedRollCount } } } }', {}, casey);
    const atLab = open.body.data!.me.orders.items.find((o) => o.receivedRollCount != null)!;
    const before = await stack.gql<{ order: Order }>(ORDER_QUERY, { id: atLab.id }, casey);
    expect(before.body.data!.order.actions).toMatchObject({ edit: false, returnNegatives: true });

    const edit = await stack.gql(UPDATE, { input: { id: atLab.id, notes: 'One more thing' } }, casey);
    expect(edit.body.errors![0]).toMatchObject({
      message: 'This order is already at the lab',
      extensions: { code: 'CONFLICT' },
    });

    const res = await stack.gql<{ setReturnNegatives: Order }>(
      `mutation Negatives($input: ReturnNegativesInput!) { setReturnNegatives(input: $input) { ${ORDER} } }`,
      { input: { orderId: atLab.id, negativesAction: 'PICK_UP' } },
      casey,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.setReturnNegatives.rolls.map((r) => r.negativesAction)).toEqual(
      before.body.data!.order.rolls.map(() => 'PICK_UP'),
    );
    expect(res.body.data!.setReturnNegatives.notes).toBe(before.body.data!.order.notes);
  });
});
