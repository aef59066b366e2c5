import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WILLIAMSBURG } from '../db/seed/orders-data';
import { caller, mailsTo, newRoll, orderSnapshot, SEED_ORDERS } from '../test-support/orders';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// The desk's rules (docs/decisions/102-desk-rules.md): a count is at least 1 and a second receive edits it; events
// need received rolls; invoicing waits until the count and the order agree; quick search finds number prefixes.

let lab: TestLab;
let call: ReturnType<typeof caller>;
let admin = '';
const CASEY = 'customer@lab.test';

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  admin = await lab.login('admin@lab.test');
}, 60_000);
afterAll(() => lab.close());

type Roll = { id: number; events: { event: string }[] };
const stages = (rolls: Roll[]) => rolls.map((roll) => roll.events.map((e) => e.event));

let keys = 0;
async function orderOf(rollCount: number): Promise<{ id: number; rolls: Roll[] }> {
  const response = await call(
    'POST',
    '/orders',
    admin,
    {
      customerId: SEED_IDS.customer,
      location: WILLIAMSBURG,
      newRolls: Array.from({ length: rollCount }, () => newRoll('C-41', '35mm', 'Kodak', 'Gold 200')),
    },
    { 'idempotency-key': `desk-${++keys}` },
  );
  expect(response.statusCode).toBe(201);
  const wrapper = response.json();
  return { id: wrapper.order.id, rolls: wrapper.rolls };
}

const receive = (orderId: number, rollCount: unknown) =>
  call('PUT', `/orders/${orderId}/receive`, admin, { rollCount });

const invoiceBody = {
  lines: [
    {
      key: 'devscan',
      description: 'Develop + scan, C-41',
      productType: 'FULFILLMENT_SERVICE_ADD_ON',
      unitAmount: 1499,
      quantity: 1,
    },
  ],
  tax: 0,
};

describe('receiving', () => {
  it('refuses a count of 0 on the field, writing nothing', async () => {
    const order = await orderOf(2);
    const before = await orderSnapshot(lab.db, order.id);
    const response = await receive(order.id, 0);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'rollCount', message: 'Count at least 1 roll' }]);
    expect(await orderSnapshot(lab.db, order.id)).toEqual(before);
  });

  it('edits the count on a second receive: one pick-up, one mail for the correction, none when unchanged', async () => {
    const order = await orderOf(2);
    const mails = async () => (await mailsTo(lab.db, CASEY)).length;
    const start = await mails();

    const short = (await receive(order.id, 1)).json();
    expect(short.pickUps).toHaveLength(1);
    expect(short.order).toMatchObject({ receivedRollCount: 1, expectedRollCount: 2 });
    expect(stages(short.rolls)).toEqual([['received'], []]);
    expect(await mails()).toBe(start + 1);

    const corrected = await receive(order.id, 2);
    expect(corrected.statusCode).toBe(200);
    const wrapper = corrected.json();
    expect(wrapper.pickUps).toEqual([expect.objectContaining({ id: short.pickUp.id, rollCount: 2 })]);
    expect(wrapper.order).toMatchObject({ receivedRollCount: 2, expectedRollCount: 2 });
    expect(stages(wrapper.rolls)).toEqual([['received'], ['received']]);
    expect(wrapper.rolls.map((roll: { pickUpId: number }) => roll.pickUpId)).toEqual([
      short.pickUp.id,
      short.pickUp.id,
    ]);
    expect(await mails()).toBe(start + 2);
    const [mail] = await mailsTo(lab.db, CASEY);
    expect(mail!.subject).toBe(`We corrected our count: 2 rolls for order 10${order.id}`);
    expect(mail!.body).toContain('2 rolls, not 1 roll as we wrote before. That matches the order.');

    expect((await receive(order.id, 2)).json().pickUps).toHaveLength(1);
    expect(await mails()).toBe(start + 2);
  });

  it('takes rolls back out when the count goes down, unless a later step was recorded', async () => {
    const order = await orderOf(3);
    await receive(order.id, 3);
    const down = (await receive(order.id, 2)).json();
    expect(stages(down.rolls)).toEqual([['received'], ['received'], []]);
    expect(down.order.receivedRollCount).toBe(2);

    await call('PUT', `/orders/${order.id}/add-rolls-event/developed`, admin, {
      rollIds: [order.rolls[1]!.id],
    });
    const before = await orderSnapshot(lab.db, order.id);
    const refused = await receive(order.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Roll ${order.rolls[1]!.id} is already developed, so the count cannot be less than 2`,
    );
    expect(await orderSnapshot(lab.db, order.id)).toEqual(before);
  });
});

describe('roll events', () => {
  it('needs the roll received, and "all rolls" means the received ones', async () => {
    const order = await orderOf(2);
    const url = `/orders/${order.id}/add-rolls-event/developed`;
    const none = await call('PUT', url, admin);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No roll of this order has been received yet: receive it first');

    await receive(order.id, 1);
    const named = await call('PUT', url, admin, { rollIds: [order.rolls[1]!.id] });
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toBe(
      `Roll ${order.rolls[1]!.id} has not been received yet: receive it first`,
    );

    const all = await call('PUT', url, admin);
    expect(all.statusCode).toBe(200);
    expect(stages(all.json().rolls)).toEqual([['received', 'developed'], []]);
  });
  it('takes the received step as checking the roll in: counted into the pick-up, so invoicing can follow', async () => {
    const order = await orderOf(2);
    const url = `/orders/${order.id}/add-rolls-event/received`;
    const one = (await call('PUT', url, admin, { rollIds: [order.rolls[0]!.id] })).json();
    expect(one.pickUps).toEqual([expect.objectContaining({ rollCount: 1 })]);
    expect(stages(one.rolls)).toEqual([['received'], []]);
    const rest = (await call('PUT', url, admin)).json();
    expect(rest.pickUps).toEqual([expect.objectContaining({ rollCount: 2 })]);
    expect(rest.order).toMatchObject({ receivedRollCount: 2, expectedRollCount: 2 });
    expect((await call('PUT', `/orders/${order.id}/invoice`, admin, invoiceBody)).statusCode).toBe(200);
  });
});

describe('invoicing a short count', () => {
  it('waits until the desk takes the missing rolls off the order, then bills the rolls received', async () => {
    const order = await orderOf(3);
    await receive(order.id, 2);
    const before = await orderSnapshot(lab.db, order.id);
    const refused = await call('PUT', `/orders/${order.id}/invoice`, admin, invoiceBody);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The lab counted 2 rolls but the order lists 3 rolls: take the rolls that did not arrive off the order (or correct the count) before invoicing',
    );
    expect(await orderSnapshot(lab.db, order.id)).toEqual(before);

    const edited = await call('PUT', `/orders/${order.id}`, admin, { removedRollIds: [order.rolls[2]!.id] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().order).toMatchObject({ receivedRollCount: 2, expectedRollCount: 2 });
    const invoiced = await call('PUT', `/orders/${order.id}/invoice`, admin, {
      ...invoiceBody,
      lines: [{ ...invoiceBody.lines[0], quantity: 2 }],
    });
    expect(invoiced.statusCode).toBe(200);
    expect(invoiced.json().order).toMatchObject({ status: 'INVOICED', subtotal: 2998 });
  });

  it('waits for extra rolls to be added, which the count checks in (decision 107)', async () => {
    const order = await orderOf(1);
    await receive(order.id, 2);
    const extra = await call('PUT', `/orders/${order.id}/invoice`, admin, invoiceBody);
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toContain('add the extra rolls to the order and receive it again');

    const added = await call('PUT', `/orders/${order.id}`, admin, {
      newRolls: [newRoll('BW', '35mm', 'Ilford', 'HP5')],
    });
    expect(added.statusCode).toBe(200);
    expect(stages(added.json().rolls)).toEqual([['received'], ['received']]);
    expect(added.json().order).toMatchObject({ receivedRollCount: 2, expectedRollCount: 2 });
    expect((await call('PUT', `/orders/${order.id}/invoice`, admin, invoiceBody)).statusCode).toBe(200);
  });

  it('lets the desk say which rolls never came: a received roll taken off is made up by the next one', async () => {
    const order = await orderOf(3);
    await receive(order.id, 2);
    const [first, second, third] = order.rolls.map((roll) => roll.id);
    const mails = (await mailsTo(lab.db, CASEY)).length;
    const edited = await call('PUT', `/orders/${order.id}`, admin, { removedRollIds: [first] });
    expect(edited.statusCode).toBe(200);
    const after = edited.json();
    expect(after.rolls.map((roll: Roll) => roll.id)).toEqual([second, third]);
    expect(stages(after.rolls)).toEqual([['received'], ['received']]);
    expect(after.order).toMatchObject({ receivedRollCount: 2, expectedRollCount: 2 });
    expect(await mailsTo(lab.db, CASEY)).toHaveLength(mails);
    expect((await call('PUT', `/orders/${order.id}/invoice`, admin, invoiceBody)).statusCode).toBe(200);
  });

  it('refuses to take off a roll with a later step, and a customer any received roll', async () => {
    const order = await orderOf(3);
    await receive(order.id, 2);
    const [first, second] = order.rolls.map((roll) => roll.id);
    await call('PUT', `/orders/${order.id}/add-rolls-event/developed`, admin, { rollIds: [first] });
    const developed = await call('PUT', `/orders/${order.id}`, admin, { removedRollIds: [first] });
    expect(developed.statusCode).toBe(409);
    expect(developed.json().message).toBe(
      `Roll ${first} is already developed and cannot be taken off the order`,
    );
    const customer = await lab.login(CASEY);
    const byCustomer = await call('PUT', `/users/${SEED_IDS.customer}/orders/${order.id}`, customer, {
      removedRollIds: [second],
    });
    expect(byCustomer.statusCode).toBe(409);
    expect((await orderSnapshot(lab.db, order.id)).rolls).toHaveLength(3);
  });
});

describe('quick search', () => {
  it('finds an order by the number the customer sees and by any prefix of it, exact first', async () => {
    const quick = async (term: string) =>
      (await call('GET', `/orders/quick-search?search=${term}`, admin))
        .json()
        .orders.map((o: { order: { id: number } }) => o.order.id);
    const id = SEED_ORDERS.caseyAtLab;
    expect((await quick(`10${id}`))[0]).toBe(id);
    expect(await quick('10101')).toContain(id);
    const wide = (await call('GET', '/orders/quick-search?search=101', admin)).json();
    expect(wide.count).toBeGreaterThanOrEqual(19);
    expect(await quick('109')).not.toContain(id);
    // The full list still matches numbers exactly.
    const list = (await call('GET', '/orders?search=10101', admin)).json();
    expect(list.count).toBe(0);
  });
});
