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
  newRolls: [
    newRoll('C-41', '35mm', 'Kodak', 'Gold 200', { sleeving: 'CUT' }),
    newRoll('BW', '120', 'Ilford', 'HP5 Plus', { pushPull: 1, negativesAction: 'SHIP' }),
  ],
  newShipments: [{ method: 'EXTERNAL_FULFILLMENT', toCustomer: false }],
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
    // The spec's roll keys, derived from the lab's own fields.
    expect(
      wrapper.rolls.map((r: Record<string, unknown>) => ({
        filmRollId: r.filmRollId,
        pickUpId: r.pickUpId,
        pushPullId: r.pushPullId,
        crossProcessId: r.crossProcessId,
        returnToCustomer: r.returnToCustomer,
      })),
    ).toEqual([
      {
        filmRollId: wrapper.rolls[0].id,
        pickUpId: null,
        pushPullId: null,
        crossProcessId: null,
        returnToCustomer: false,
      },
      {
        filmRollId: wrapper.rolls[1].id,
        pickUpId: null,
        pushPullId: 'pushpullroll',
        crossProcessId: null,
        returnToCustomer: true,
      },
    ]);
    expect(wrapper.rolls[0]).not.toHaveProperty('crossProcess');
    expect(wrapper.shipments).toEqual([
      expect.objectContaining({
        method: 'EXTERNAL_FULFILLMENT',
        toCustomer: false,
        address: null,
        label: null,
      }),
    ]);
    expect(wrapper).toMatchObject({
      pickUp: null,
      pickUps: [],
      lines: [],
      prints: [],
      credits: [],
      promo: null,
    });
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
        newRolls: [newRoll('C-41', '35mm', 'Kodak', 'Gold', { pushPull: 4 })],
        newShipments: [{ method: 'RETURN_MAILER', toCustomer: false }],
      },
      key('k2'),
    );
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'newRolls.0.pushPull',
      'newShipments.0.method',
    ]);
    response = await call('POST', '/users/3/orders', tokens.noah, { ...firstOrder, newRolls: [] }, key('k3'));
    expect(response.json().errors).toEqual([{ field: 'newRolls', message: 'Add at least one roll' }]);
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

  it("takes the spec's roll keys on new rolls, and refuses them when they disagree with the lab's own fields", async () => {
    const before = await lab.db.query('SELECT id FROM orders WHERE customer_id = 3 ORDER BY id');
    const refused = async (roll: object, field: string, message: string) => {
      const response = await call(
        'POST',
        '/users/3/orders',
        tokens.noah,
        { location: 'Mail-in', newRolls: [newRoll('C-41', '35mm', 'Kodak', 'Gold 200', roll)] },
        key(`spec-keys-${field}-${JSON.stringify(roll)}`),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: `newRolls.0.${field}`, message }]);
    };
    await refused({ pushPullId: 'pushpullroll' }, 'pushPullId', 'Must be null when pushPull is 0');
    await refused(
      { pushPull: -1, pushPullId: null },
      'pushPullId',
      "Must be 'pushpullroll' when pushPull is not 0",
    );
    await refused(
      { returnToCustomer: true },
      'returnToCustomer',
      'Must be false unless negativesAction is SHIP or PICK_UP_SHIP',
    );
    await refused(
      { negativesAction: 'PICK_UP_SHIP', returnToCustomer: false },
      'returnToCustomer',
      'Must be true when negativesAction is SHIP or PICK_UP_SHIP',
    );
    await refused(
      { filmRollId: 31 },
      'filmRollId',
      'A new roll has no film roll yet: leave filmRollId out or null',
    );
    await refused({ crossProcess: true }, 'crossProcess', 'Unknown field');
    await refused({ crossProcessId: 'pushpullroll' }, 'crossProcessId', "Must be 'crossprocessroll' or null");

    // The old names of the create body's lists are unknown fields.
    const old = await call(
      'POST',
      '/users/3/orders',
      tokens.noah,
      { location: 'Mail-in', rolls: firstOrder.newRolls, shipments: [], newRolls: firstOrder.newRolls },
      key('spec-keys-old-names'),
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual([
      { field: 'rolls', message: 'Unknown field' },
      { field: 'shipments', message: 'Unknown field' },
    ]);
    expect((await lab.db.query('SELECT id FROM orders WHERE customer_id = 3 ORDER BY id')).rows).toEqual(
      before.rows,
    );

    const response = await call(
      'POST',
      '/users/3/orders',
      tokens.noah,
      {
        location: 'Mail-in',
        newRolls: [
          newRoll('C-41', '35mm', 'Kodak', 'Ektachrome E100', {
            crossProcessId: 'crossprocessroll',
            pushPull: 2,
            pushPullId: 'pushpullroll',
            negativesAction: 'PICK_UP_SHIP',
            returnToCustomer: true,
            filmRollId: null,
          }),
          newRoll('BW', '120', 'Ilford', 'Delta 100', {
            crossProcessId: null,
            pushPullId: null,
            returnToCustomer: false,
          }),
        ],
        newShipments: [],
        newPrints: [{ paper: { name: 'Lustre', paperType: 'RC' }, width: 8, height: 10 }],
      },
      key('spec-keys-ok'),
    );
    expect(response.statusCode).toBe(201);
    const wrapper = response.json();
    expect(wrapper.rolls).toEqual([
      expect.objectContaining({
        filmRollId: wrapper.rolls[0].id,
        pickUpId: null,
        crossProcessId: 'crossprocessroll',
        pushPull: 2,
        pushPullId: 'pushpullroll',
        negativesAction: 'PICK_UP_SHIP',
        returnToCustomer: true,
      }),
      expect.objectContaining({
        filmRollId: wrapper.rolls[1].id,
        crossProcessId: null,
        pushPull: 0,
        pushPullId: null,
        negativesAction: 'TOSS',
        returnToCustomer: false,
      }),
    ]);
    const { rows } = await lab.db.query<{ cross_process: boolean }>(
      'SELECT cross_process FROM film_rolls WHERE order_id = $1 ORDER BY id',
      [wrapper.order.id],
    );
    expect(rows.map((row) => row.cross_process)).toEqual([true, false]);
    expect(wrapper.prints).toEqual([
      expect.objectContaining({ width: 8, height: 10, amount: 0, quantity: 1 }),
    ]);

    // On create as on update: newLines and a print's amount are staff's.
    const lines = [{ key: 'x', description: 'Free', productType: 'PRODUCT', unitAmount: 0, quantity: 1 }];
    const priced = { paper: { name: 'Lustre', paperType: 'RC' }, width: 8, height: 10, amount: 1 };
    for (const extra of [{ newLines: lines }, { newPrints: [priced] }]) {
      const staffOnly = await call(
        'POST',
        '/users/3/orders',
        tokens.noah,
        { ...firstOrder, ...extra },
        key(`spec-keys-staff-${Object.keys(extra)[0]}`),
      );
      expect(staffOnly.statusCode).toBe(403);
    }

    // A roll edit's keys are checked against the roll as the edit leaves it.
    const url = `/users/3/orders/${wrapper.order.id}`;
    const [ektachrome, delta] = wrapper.rolls;
    const snapshot = await orderSnapshot(lab.db, wrapper.order.id);
    const editRefused = async (edit: object, field: string) => {
      const refusedEdit = await call('PUT', url, tokens.noah, { rolls: [edit] });
      expect(refusedEdit.statusCode).toBe(400);
      expect(refusedEdit.json().errors).toEqual([{ field: `rolls.0.${field}`, message: expect.any(String) }]);
    };
    await editRefused({ id: ektachrome.id, pushPullId: null }, 'pushPullId');
    await editRefused({ id: ektachrome.id, pushPull: 0, pushPullId: 'pushpullroll' }, 'pushPullId');
    await editRefused({ id: delta.id, returnToCustomer: true }, 'returnToCustomer');
    await editRefused(
      { id: ektachrome.id, negativesAction: 'TOSS', returnToCustomer: true },
      'returnToCustomer',
    );
    expect(await orderSnapshot(lab.db, wrapper.order.id)).toEqual(snapshot);
    const edited = await call('PUT', url, tokens.noah, {
      rolls: [
        { id: ektachrome.id, crossProcessId: null, pushPull: 0, pushPullId: null },
        { id: delta.id, negativesAction: 'SHIP', returnToCustomer: true, crossProcessId: 'crossprocessroll' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(
      edited
        .json()
        .rolls.map((r: Record<string, unknown>) => [r.crossProcessId, r.pushPullId, r.returnToCustomer]),
    ).toEqual([
      [null, null, true],
      ['crossprocessroll', null, true],
    ]);
    const deleted = await call('DELETE', url, tokens.noah);
    expect(deleted.statusCode).toBe(200);
  });

  it('makes a prepaid label from the customer’s address to the lab, and only one', async () => {
    const response = await call(
      'POST',
      '/users/2/orders',
      tokens.casey,
      {
        location: 'Mail-in',
        newRolls: [newRoll('C-41', '35mm', 'Kodak', 'Portra 400')],
        newShipments: [{ method: 'PREPAID_LABEL', toCustomer: false, customerAddressId: 1 }],
      },
      key('casey-label'),
    );
    expect(response.statusCode).toBe(201);
    const { order, shipments } = response.json();
    // The spec's label record: JSON text holding the postage label's (signed) link.
    expect(typeof shipments[0].label).toBe('string');
    const record = JSON.parse(shipments[0].label);
    expect(record).toEqual({ postage_label: { label_url: expect.any(String) } });
    const signed = record.postage_label.label_url as string;
    expect(signed).toMatch(/^\/files\/labels\/[0-9a-f]{32}\.png\?expires=\d+&sig=/);
    expect((await lab.app.inject({ url: signed })).headers['content-type']).toBe('image/png');
    expect(shipments[0]).toMatchObject({
      method: 'PREPAID_LABEL',
      toCustomer: false,
      customerAddressId: 1,
      address: { id: 1, address1: '210 Kent Ave', city: 'Brooklyn' },
      carrier: 'USPS',
      trackingNumber: expect.stringMatching(/^9400\d{18}$/),
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
    expect(own.pickUp).toEqual(own.pickUps[0]);
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

    // How the negatives come back stays open at the lab, returnToCustomer (which follows it) too.
    const { rolls } = (await call('GET', url, tokens.casey)).json();
    const same = rolls.map((r: { id: number; negativesAction: string; returnToCustomer: boolean }) => ({
      id: r.id,
      negativesAction: r.negativesAction,
      returnToCustomer: r.returnToCustomer,
    }));
    const wrong = await call('PUT', url, tokens.casey, {
      rolls: [{ ...same[0], returnToCustomer: !same[0].returnToCustomer }],
    });
    expect(wrong.json()).toMatchObject({ status: 400, errors: [{ field: 'rolls.0.returnToCustomer' }] });
    const negatives = await call('PUT', url, tokens.casey, { rolls: same });
    expect(negatives.statusCode).toBe(200);
  });

  it('deletes an order not yet received', async () => {
    const created = await call(
      'POST',
      '/users/3/orders',
      tokens.noah,
      { ...firstOrder, newShipments: [] },
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
    // The spec's wrapper pickUp: the order's first pick-up.
    expect(response.json().pickUp).toEqual(pickUps[0]);
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

  it('charges the total to a new card saved as the default by choice; a second payment is refused', async () => {
    const response = await call('PUT', url, tokens.mateo, { token: 'tok_visa', saveCard: true });
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
