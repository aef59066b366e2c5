import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesOf } from '../test-support/billing';
import { caller, mailsTo, newRoll, orderSnapshot, published, SEED_ORDERS } from '../test-support/orders';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let call: ReturnType<typeof caller>;
const tokens = { casey: '', noah: '', mateo: '', admin: '' };
const MATEO = 8;

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  tokens.casey = await lab.login('customer@lab.test');
  tokens.noah = await lab.login('newcustomer@lab.test');
  tokens.mateo = await lab.login('mateo.alvarez@example.com');
  tokens.admin = await lab.login('admin@lab.test');
}, 60_000);
afterAll(() => lab.close());

const key = (value: string) => ({ 'idempotency-key': value });
const firstOrder = {
  location: 'Mail-in',
  notes: 'First roll in years!',
  rolls: [
    newRoll('C-41', '35mm', 'Kodak', 'Gold 200', { sleeving: 'CUT' }),
    newRoll('BW', '120', 'Ilford', 'HP5 Plus', { pushPull: 1, negativesAction: 'SHIP' }),
  ],
  shipments: [{ method: 'EXTERNAL_FULFILLMENT', toCustomer: false }],
};

describe('creating an order', () => {
  let created = 0;

  it('creates the order with its rolls and shipment, sets firstOrderCreated and tells the live connection', async () => {
    let response = await call('GET', '/users/3', tokens.noah);
    expect(response.json()).toMatchObject({ firstOrderCreated: false, openOrders: [] });
    const heard = await published(lab, async () => {
      response = await call('POST', '/users/3/orders', tokens.noah, firstOrder, key('noah-first'));
    });
    expect(response.statusCode).toBe(201);
    const wrapper = response.json();
    created = wrapper.order.id;
    expect(wrapper.order).toMatchObject({
      customerId: 3,
      status: 'OPEN',
      location: 'Mail-in',
      notes: 'First roll in years!',
      subtotal: null,
      total: null,
      expectedRollCount: 2,
      receivedRollCount: null,
      invoicedAt: null,
    });
    expect(wrapper.order).not.toHaveProperty('internalNotes');
    expect(wrapper.customer).toEqual({
      id: 3,
      firstName: 'Noah',
      lastName: 'Patel',
      email: 'newcustomer@lab.test',
    });
    expect(
      wrapper.rolls.map((r: Record<string, unknown>) => [
        r.brand,
        r.model,
        r.pushPull,
        r.sleeving,
        r.negativesAction,
        r.scanQuality,
        r.events,
      ]),
    ).toEqual([
      ['Kodak', 'Gold 200', 0, 'CUT', 'TOSS', 'STANDARD_2K', []],
      ['Ilford', 'HP5 Plus', 1, 'NONE', 'SHIP', 'STANDARD_2K', []],
    ]);
    expect(wrapper.shipments).toEqual([
      expect.objectContaining({
        method: 'EXTERNAL_FULFILLMENT',
        toCustomer: false,
        address: null,
        label: null,
      }),
    ]);
    expect(wrapper).toMatchObject({ pickUps: [], lines: [], prints: [], credits: [], promo: null });
    expect(heard).toEqual([
      { type: 'order_updated', userId: 3, orderId: created, status: 'OPEN', at: expect.any(String) },
    ]);
    response = await call('GET', '/users/3', tokens.noah);
    expect(response.json()).toMatchObject({
      firstOrderCreated: true,
      openOrders: [{ id: created, status: 'OPEN' }],
    });
  });

  it('answers the same order, 200, for the same Idempotency-Key, even for requests racing each other', async () => {
    const again = await call('POST', '/users/3/orders', tokens.noah, firstOrder, key('noah-first'));
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(created);
    const racing = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/users/3/orders', tokens.noah, firstOrder, key('noah-double-click'))),
    );
    const ids = new Set(racing.map((r) => r.json().order.id));
    expect(ids.size).toBe(1);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const { rows } = await lab.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE customer_id = 3',
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('refuses a missing key, a bad body, staff fields and someone else’s account', async () => {
    let response = await call('POST', '/users/3/orders', tokens.noah, firstOrder);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'Idempotency-Key', message: 'An Idempotency-Key header is required' },
    ]);
    response = await call(
      'POST',
      '/users/3/orders',
      tokens.noah,
      { ...firstOrder, location: 'Paris' },
      key('k1'),
    );
    expect(response.json()).toMatchObject({ status: 400, errors: [{ field: 'location' }] });
    response = await call(
      'POST',
      '/users/3/orders',
      tokens.noah,
      {
        ...firstOrder,
        rolls: [newRoll('C-41', '35mm', 'Kodak', 'Gold', { pushPull: 4 })],
        shipments: [{ method: 'RETURN_MAILER', toCustomer: false }],
      },
      key('k2'),
    );
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'rolls.0.pushPull',
      'shipments.0.method',
    ]);
    response = await call('POST', '/users/3/orders', tokens.noah, { ...firstOrder, rolls: [] }, key('k3'));
    expect(response.json().errors).toEqual([{ field: 'rolls', message: 'Add at least one roll' }]);
    response = await call(
      'POST',
      '/users/3/orders',
      tokens.noah,
      { ...firstOrder, internalNotes: 'x' },
      key('k4'),
    );
    expect(response.statusCode).toBe(403);
    response = await call('POST', '/users/2/orders', tokens.noah, firstOrder, key('k5'));
    expect(response.statusCode).toBe(403);
    const { rows } = await lab.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE customer_id = 3',
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('makes a prepaid label from the customer’s address to the lab, and only one', async () => {
    const response = await call(
      'POST',
      '/users/2/orders',
      tokens.casey,
      {
        location: 'Mail-in',
        rolls: [newRoll('C-41', '35mm', 'Kodak', 'Portra 400')],
        shipments: [{ method: 'PREPAID_LABEL', toCustomer: false, customerAddressId: 1 }],
      },
      key('casey-label'),
    );
    expect(response.statusCode).toBe(201);
    const { order, shipments } = response.json();
    expect(shipments[0]).toMatchObject({
      method: 'PREPAID_LABEL',
      toCustomer: false,
      customerAddressId: 1,
      address: { id: 1, address1: '210 Kent Ave', city: 'Brooklyn' },
      carrier: 'USPS',
      trackingNumber: expect.stringMatching(/^9400\d{18}$/),
      label: { labelUrl: expect.stringMatching(/^\/files\/labels\/[0-9a-f]{32}\.png\?expires=\d+&sig=/) },
    });
    const fresh = await call(
      'GET',
      `/users/2/orders/${order.id}/shipments/${shipments[0].id}/label`,
      tokens.casey,
    );
    expect(fresh.statusCode).toBe(200);
    const image = await lab.app.inject({ url: fresh.json().labelUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const second = await call('PUT', `/users/2/orders/${order.id}`, tokens.casey, {
      newShipments: [{ method: 'PREPAID_LABEL', toCustomer: false, customerAddressId: 2 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This order already has a shipping label');
    const noAddress = await call('PUT', `/users/2/orders/${order.id}`, tokens.casey, {
      newShipments: [{ method: 'PREPAID_LABEL', toCustomer: false }],
    });
    expect(noAddress.json()).toMatchObject({
      status: 400,
      errors: [{ field: 'newShipments.0.customerAddressId' }],
    });
    const othersAddress = await call('PUT', `/users/2/orders/${order.id}`, tokens.casey, {
      newShipments: [
        { method: 'PREPAID_LABEL', toCustomer: true, serviceLevel: 'usps_first', customerAddressId: 3 },
      ],
    });
    expect(othersAddress.json()).toMatchObject({
      status: 400,
      errors: [{ field: 'newShipments.0.customerAddressId' }],
    });
    const none = await call(
      'GET',
      `/users/2/orders/${SEED_ORDERS.caseyAtLab}/shipments/${shipments[0].id}/label`,
      tokens.casey,
    );
    expect(none.statusCode).toBe(404);
  });
});

describe('reading orders', () => {
  it('lists the customer’s own orders newest first, without internal notes, filtered by status', async () => {
    const response = await call('GET', '/users/2/orders?limit=3', tokens.casey);
    expect(response.statusCode).toBe(200);
    const { orders, count } = response.json();
    expect(count).toBe(5);
    expect(orders.map((o: { order: { id: number } }) => o.order.id)).toEqual([
      expect.any(Number),
      SEED_ORDERS.caseyInTheMail,
      SEED_ORDERS.caseyAtLab,
    ]);
    expect(orders[2].order).not.toHaveProperty('internalNotes');
    const paid = (await call('GET', '/users/2/orders?status=PAID', tokens.casey)).json();
    expect(paid.orders.map((o: { order: { id: number } }) => o.order.id)).toEqual([SEED_ORDERS.caseyPaid]);
    expect(paid.orders[0].order).toMatchObject({ subtotal: 796, appliedCredit: 500, tax: 26, total: 322 });
    expect(paid.orders[0].credits).toEqual([
      { kind: 'DEV_SCAN', quantity: 3 },
      { kind: 'SCAN_4K', quantity: 1 },
      { kind: 'RUSH', quantity: 1 },
    ]);
  });

  it('reads one order with its timeline; staff see the internal notes', async () => {
    const url = `/users/2/orders/${SEED_ORDERS.caseyAtLab}`;
    const own = (await call('GET', url, tokens.casey)).json();
    expect(own.order).toMatchObject({ status: 'OPEN', expectedRollCount: 3, receivedRollCount: 3 });
    expect(own.order).not.toHaveProperty('internalNotes');
    expect(own.rolls[0].events.map((e: { event: string }) => e.event)).toEqual([
      'received',
      'developed',
      'scanned',
    ]);
    expect(own.pickUps).toEqual([expect.objectContaining({ rollCount: 3, orderId: SEED_ORDERS.caseyAtLab })]);
    const staff = (await call('GET', url, tokens.admin)).json();
    expect(staff.order.internalNotes).toMatch(/^Regular/);
  });

  it('keeps other customers’ orders out of reach', async () => {
    expect((await call('GET', '/users/3/orders', tokens.casey)).statusCode).toBe(403);
    expect((await call('GET', `/users/2/orders/${SEED_ORDERS.caseyAtLab}`, tokens.noah)).statusCode).toBe(
      403,
    );
    const hannahs = await call('GET', `/users/2/orders/${SEED_ORDERS.hannahOpen}`, tokens.casey);
    expect(hannahs.statusCode).toBe(404);
    expect(hannahs.json().message).toBe('Order not found');
    expect((await call('GET', '/users/2/orders/abc', tokens.casey)).statusCode).toBe(400);
    expect((await lab.app.inject({ url: '/users/2/orders' })).statusCode).toBe(401);
  });
});

describe('changing an order', () => {
  it('lets the customer change an order still in the mail', async () => {
    const url = `/users/2/orders/${SEED_ORDERS.caseyInTheMail}`;
    const before = (await call('GET', url, tokens.casey)).json();
    const [ektar, provia] = before.rolls;
    const response = await call('PUT', url, tokens.casey, {
      notes: 'Added a roll of Tri-X',
      rolls: [{ id: ektar.id, scanQuality: 'STANDARD_4K', notes: 'Landscapes' }],
      removedRollIds: [provia.id],
      newRolls: [newRoll('BW', '35mm', 'Kodak', 'Tri-X 400', { pushPull: 2 })],
      newPrints: [{ paper: { name: 'Lustre', paperType: 'RC' }, width: 8, height: 10, quantity: 2 }],
    });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.order.notes).toBe('Added a roll of Tri-X');
    expect(
      after.rolls.map((r: Record<string, unknown>) => [
        r.model,
        r.scanQuality,
        r.pushPull,
        r.sleeving,
        r.notes,
      ]),
    ).toEqual([
      ['Ektar 100', 'STANDARD_4K', 0, 'CUT', 'Landscapes'],
      ['Tri-X 400', 'STANDARD_2K', 2, 'NONE', null],
    ]);
    expect(after.prints).toEqual([
      {
        id: expect.any(Number),
        paper: { name: 'Lustre', paperType: 'RC' },
        width: 8,
        height: 10,
        border: 0,
        amount: 0,
        quantity: 2,
        draftId: null,
        kind: 'LARGE_FORMAT',
        scanId: null,
      },
    ]);
  });

  it('refuses staff fields from a customer, and rolls of another order', async () => {
    const url = `/users/2/orders/${SEED_ORDERS.caseyInTheMail}`;
    const lines = [{ key: 'x', description: 'Free', productType: 'PRODUCT', unitAmount: 0, quantity: 1 }];
    expect((await call('PUT', url, tokens.casey, { newLines: lines })).statusCode).toBe(403);
    expect((await call('PUT', url, tokens.casey, { internalNotes: 'VIP' })).statusCode).toBe(403);
    const priced = { paper: { name: 'Lustre', paperType: 'RC' }, width: 8, height: 10, amount: 1 };
    expect((await call('PUT', url, tokens.casey, { newPrints: [priced] })).statusCode).toBe(403);
    const foreign = await call('PUT', url, tokens.casey, { rolls: [{ id: 1, model: 'Gold' }] });
    expect(foreign.json()).toMatchObject({
      status: 400,
      errors: [{ field: 'rolls.0.id', message: 'Not a roll of this order' }],
    });
  });

  it('refuses to change or delete an order at the lab, writing nothing', async () => {
    const url = `/users/2/orders/${SEED_ORDERS.caseyAtLab}`;
    const before = await orderSnapshot(lab.db, SEED_ORDERS.caseyAtLab);
    const update = await call('PUT', url, tokens.casey, {
      notes: 'Changed my mind',
      newRolls: [newRoll('C-41', '35mm', 'Kodak', 'Gold 200')],
    });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ message: 'This order is already at the lab', status: 409, errors: [] });
    const removal = await call('DELETE', url, tokens.casey);
    expect(removal.statusCode).toBe(409);
    expect(await orderSnapshot(lab.db, SEED_ORDERS.caseyAtLab)).toEqual(before);
  });

  it('deletes an order not yet received', async () => {
    const created = await call(
      'POST',
      '/users/3/orders',
      tokens.noah,
      { ...firstOrder, shipments: [] },
      key('noah-to-delete'),
    );
    const id = created.json().order.id;
    const response = await call('DELETE', `/users/3/orders/${id}`, tokens.noah);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id });
    expect((await call('GET', `/users/3/orders/${id}`, tokens.noah)).statusCode).toBe(404);
  });
});

describe('receiving and rush', () => {
  it('checks film in for staff only; a wrong count mails the customer', async () => {
    const url = `/users/2/orders/${SEED_ORDERS.caseyInTheMail}/receive`;
    expect((await call('PUT', url, tokens.casey, { rollCount: 2 })).statusCode).toBe(403);
    expect((await call('PUT', url, tokens.admin, { rollCount: 501 })).statusCode).toBe(400);
    let response!: Awaited<ReturnType<typeof call>>;
    const heard = await published(lab, async () => {
      response = await call('PUT', url, tokens.admin, { rollCount: 3 });
    });
    expect(response.statusCode).toBe(200);
    const { order, rolls, pickUps } = response.json();
    expect(order).toMatchObject({ expectedRollCount: 2, receivedRollCount: 3 });
    expect(pickUps).toEqual([expect.objectContaining({ rollCount: 3, location: 'Mail-in', userId: 2 })]);
    for (const roll of rolls) {
      expect(roll.pickUpId).toBe(pickUps[0].id);
      expect(roll.events).toEqual([{ event: 'received', at: expect.any(String), recordedBy: 'Avery' }]);
    }
    expect(heard.map((e) => [e.type, e.rollId ?? null, e.event ?? null])).toEqual([
      ['order_updated', null, null],
      ['roll_event', rolls[0].id, 'received'],
      ['roll_event', rolls[1].id, 'received'],
    ]);
    const [mail] = await mailsTo(lab.db, 'customer@lab.test');
    expect(mail!.subject).toBe(`We counted 3 rolls for order 10${SEED_ORDERS.caseyInTheMail}`);
    expect(mail!.body).toContain('the order lists 2 rolls');
  });

  it('adds rush to rolls not scanned yet', async () => {
    const url = `/users/2/orders/${SEED_ORDERS.caseyAtLab}`;
    const { rolls } = (await call('GET', url, tokens.casey)).json();
    const [portra, vision3, hp5] = rolls;
    expect([portra.addRush, vision3.addRush, hp5.addRush]).toEqual([false, false, true]);
    const scanned = await call('POST', `${url}/add-rush`, tokens.casey, { rollIds: [portra.id] });
    expect(scanned.statusCode).toBe(409);
    expect(scanned.json().message).toBe(`Roll ${portra.id} has already been scanned`);
    const foreign = await call('POST', `${url}/add-rush`, tokens.casey, { rollIds: [vision3.id, 1] });
    expect(foreign.json()).toMatchObject({ status: 400, errors: [{ field: 'rollIds.1' }] });
    const response = await call('POST', `${url}/add-rush`, tokens.casey, { rollIds: [vision3.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().rolls.map((r: { addRush: boolean }) => r.addRush)).toEqual([false, true, true]);
    const paid = await call('POST', `/users/2/orders/${SEED_ORDERS.caseyPaid}/add-rush`, tokens.casey, {
      rollIds: [1],
    });
    expect(paid.json().message).toBe('Rush cannot be added to an order that is PAID');
  });
});

describe('paying', () => {
  const url = `/users/${MATEO}/orders/${SEED_ORDERS.mateoInvoiced}/pay`;

  it('asks for a card when there is none on file', async () => {
    const response = await call('PUT', url, tokens.mateo, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'token', message: 'Add a card to pay' }]);
  });

  it('leaves everything as it was when the card is declined', async () => {
    const before = await orderSnapshot(lab.db, SEED_ORDERS.mateoInvoiced);
    const cards = (await lab.db.query('SELECT * FROM payment_methods ORDER BY id')).rows;
    const response = await call('PUT', url, tokens.mateo, { token: 'tok_chargeDeclined' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message: 'Your card was declined.', status: 402 });
    expect(await orderSnapshot(lab.db, SEED_ORDERS.mateoInvoiced)).toEqual(before);
    expect((await lab.db.query('SELECT * FROM payment_methods ORDER BY id')).rows).toEqual(cards);
    expect(await invoicesOf(lab.db, MATEO)).toEqual([]);
  });

  it('charges the total to a new card, which becomes the default; a second payment is refused', async () => {
    const response = await call('PUT', url, tokens.mateo, { token: 'tok_visa' });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({
      status: 'PAID',
      total: 3913,
      paymentId: expect.stringMatching(/^pi_/),
      paidAt: expect.any(String),
    });
    expect(await invoicesOf(lab.db, MATEO)).toEqual([
      {
        subtotal: 3913,
        discount: 0,
        amount: 3913,
        status: 'paid',
        description: `Development order 10${SEED_ORDERS.mateoInvoiced}`,
        subscriptionId: null,
      },
    ]);
    const user = (await call('GET', `/users/${MATEO}`, tokens.mateo)).json();
    expect(user.paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    const again = await call('PUT', url, tokens.mateo, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only an invoiced order can be paid');
  });
});

describe('credit usage', () => {
  it('counts the credits invoices spent this membership period', async () => {
    const response = await call('GET', '/users/2/credit-usage', tokens.casey);
    expect(response.statusCode).toBe(200);
    const usage = response.json();
    expect(Date.parse(usage.periodStart)).toBeLessThan(Date.now() - 100 * 24 * 3600 * 1000);
    expect(usage.used).toEqual({ DEV_SCAN: 5, SCAN_4K: 1, RUSH: 1, PRO_SCAN: 0 });
  });

  it('has no period for a non-member', async () => {
    const response = await call('GET', `/users/${SEED_IDS.newCustomer}/credit-usage`, tokens.noah);
    expect(response.json()).toEqual({
      periodStart: null,
      used: { DEV_SCAN: 0, SCAN_4K: 0, RUSH: 0, PRO_SCAN: 0 },
    });
  });
});
