import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../test-support/orders';
import { authHeader, createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let admin: string;
let courier: string;
let customer: string;
beforeAll(async () => {
  lab = await createTestLab();
  [admin, courier, customer] = await Promise.all([
    lab.login('admin@lab.test'),
    lab.login('messenger@lab.test'),
    lab.login('customer@lab.test'),
  ]);
}, 60_000);
afterAll(() => lab.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => {
  const response = await lab.app.inject({ method, url, headers: authHeader(token), payload });
  return { status: response.statusCode, body: response.json() };
};
const labToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

describe('couriers', () => {
  it('lists every courier with hours and zip codes for admins, and only their own for a courier', async () => {
    const all = await call('GET', '/messengers', admin);
    expect(all.body.map((m: { name: string }) => m.name)).toEqual(['Dee Alvarez', 'Marcus Reed']);
    const own = await call('GET', '/messengers', courier);
    expect(own.body).toHaveLength(1);
    expect(own.body[0]).toMatchObject({
      name: 'Marcus Reed',
      userId: SEED_IDS.messenger,
      email: 'messenger@lab.test',
    });
    expect(own.body[0].hours[0]).toEqual({
      id: expect.any(Number),
      weekday: 1,
      startTime: '10:00',
      endTime: '14:00',
    });
    expect((await call('GET', '/messengers', customer)).status).toBe(403);
    const dee = all.body[0];
    expect((await call('GET', `/messengers/${dee.id}`, courier)).status).toBe(403);
    expect((await call('GET', '/messengers/999', admin)).body.message).toBe('Courier not found');
  });

  it('creates and edits couriers (admins only), checking the login it links', async () => {
    const created = await call('POST', '/messengers', admin, {
      name: 'Rita Chen',
      zipCodes: ['11215', '11215', '11217'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Rita Chen',
      zipCodes: ['11215', '11217'],
      active: true,
      hours: [],
    });
    const edited = await call('PUT', `/messengers/${created.body.id}`, admin, {
      phone: '+1 347 555 0100',
      active: false,
    });
    expect(edited.body).toMatchObject({ name: 'Rita Chen', phone: '+1 347 555 0100', active: false });
    expect((await call('POST', '/messengers', courier, { name: 'Nope' })).status).toBe(403);
    const badZip = await call('POST', '/messengers', admin, { name: 'Zed', zipCodes: ['1121'] });
    expect(badZip.body.errors).toEqual([{ field: 'zipCodes.0', message: 'Must be a 5-digit zip code' }]);
    const notCourier = await call('PUT', `/messengers/${created.body.id}`, admin, {
      userId: SEED_IDS.customer,
    });
    expect(notCourier.body.errors).toEqual([
      { field: 'userId', message: 'That user is not a courier (role MESSENGER)' },
    ]);
    const taken = await call('PUT', `/messengers/${created.body.id}`, admin, { userId: SEED_IDS.messenger });
    expect(taken.body.errors[0].message).toBe('That login already belongs to another courier');
  });

  it('adds, edits and deletes working hours, refusing overlaps and backwards times', async () => {
    const { body: rita } = await call('POST', '/messengers', admin, { name: 'Rita Hours' });
    const added = await call('POST', `/messengers/${rita.id}/hours`, admin, {
      weekday: 3,
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(added.status).toBe(201);
    const hoursId = added.body.hours[0].id;
    const overlap = await call('POST', `/messengers/${rita.id}/hours`, admin, {
      weekday: 3,
      startTime: '11:00',
      endTime: '13:00',
    });
    expect(overlap).toMatchObject({
      status: 409,
      body: { message: 'These hours overlap other hours on Wednesday' },
    });
    const backwards = await call('POST', `/messengers/${rita.id}/hours`, admin, {
      weekday: 3,
      startTime: '15:00',
      endTime: '14:00',
    });
    expect(backwards.body.errors).toEqual([{ field: 'endTime', message: 'Must be after the start time' }]);
    const moved = await call('PUT', `/messengers/${rita.id}/hours/${hoursId}`, admin, {
      weekday: 4,
      startTime: '13:00',
      endTime: '17:30',
    });
    expect(moved.body.hours).toEqual([{ id: hoursId, weekday: 4, startTime: '13:00', endTime: '17:30' }]);
    expect(
      (
        await call('PUT', `/messengers/${rita.id}/hours/${hoursId}`, courier, {
          weekday: 4,
          startTime: '13:00',
          endTime: '17:30',
        })
      ).status,
    ).toBe(403);
    expect((await call('DELETE', `/messengers/${rita.id}/hours/${hoursId}`, admin)).body.hours).toEqual([]);
    expect((await call('DELETE', `/messengers/${rita.id}/hours/${hoursId}`, admin)).status).toBe(404);
  });
});

describe('routes', () => {
  it("answers the day's stops in order with addresses, orders and roll counts", async () => {
    const route = await call('GET', '/messengers/1/routes', courier);
    expect(route.body).toMatchObject({ messengerId: 1, from: labToday(), to: labToday() });
    const stops = route.body.days[0].stops;
    expect(stops.map((s: { kind: string; orderId: number }) => [s.kind, s.orderId])).toEqual([
      ['PICK_UP', 1017],
      ['DELIVERY', 1005],
      ['DELIVERY', 1002],
    ]);
    expect(stops[0]).toMatchObject({
      customerName: 'Casey Moreno',
      address: { address1: '210 Kent Ave', address2: 'Apt 4', city: 'Brooklyn', zip: '11249' },
      rollCount: 2,
    });
    const range = await call('GET', '/messengers/1/routes?from=2026-01-10&to=2026-01-01', admin);
    expect(range.body.errors).toEqual([{ field: 'to', message: 'Must not be before from' }]);
    expect((await call('GET', '/messengers/1/routes', customer)).status).toBe(403);
  });

  it('mails the next scheduled customer once, and a courier marks stops done', async () => {
    const lab2 = lab;
    const first = await call('GET', '/messengers/1/routes/notify-next-stop', courier);
    expect(first.body).toMatchObject({
      notified: true,
      stop: { orderId: 1017, notifiedAt: expect.any(String) },
    });
    const [mail] = await mailsTo(lab2.db, 'customer@lab.test');
    expect(mail!.subject).toBe('Marcus Reed is on the way to pick up your film');
    expect(mail!.body).toContain('210 Kent Ave, Apt 4');
    const mailCount = (await mailsTo(lab2.db, 'customer@lab.test')).length;
    const again = await call('GET', '/messengers/1/routes/notify-next-stop', courier);
    expect(again.body.notified).toBe(false);
    expect(await mailsTo(lab2.db, 'customer@lab.test')).toHaveLength(mailCount);
    const done = await call('PUT', `/messengers/1/stops/${first.body.stop.id}`, courier, { status: 'DONE' });
    expect(done.body).toMatchObject({ status: 'DONE', doneAt: expect.any(String) });
    const next = await call('GET', '/messengers/1/routes/notify-next-stop', courier);
    expect(next.body.stop.orderId).toBe(1005);
    expect(
      (await call('PUT', `/messengers/2/stops/${first.body.stop.id}`, courier, { status: 'DONE' })).status,
    ).toBe(403);
    expect(
      (await call('PUT', `/messengers/1/stops/${first.body.stop.id}`, courier, { status: 'LOST' })).status,
    ).toBe(400);
  });
});

describe('courier pick-ups', () => {
  it('offers the windows of couriers serving the primary address, and nothing elsewhere', async () => {
    const { body } = await call('GET', '/users/2/availabilities', customer);
    expect(body.zip).toBe('11249');
    expect(body.availabilities.length).toBeGreaterThan(5);
    expect(
      body.availabilities.every((a: { messengerName: string }) => a.messengerName === 'Marcus Reed'),
    ).toBe(true);
    expect(body.availabilities.every((a: { startsAt: string }) => Date.parse(a.startsAt) > Date.now())).toBe(
      true,
    );
    expect((await call('GET', `/users/${SEED_IDS.newCustomer}/availabilities`, customer)).status).toBe(403);
  });

  it('books a window for an open order once, and refuses a time that is not offered', async () => {
    const order = await lab.app.inject({
      method: 'POST',
      url: '/users/2/orders',
      headers: { ...authHeader(customer), 'idempotency-key': 'courier-test-1' },
      payload: {
        location: 'Mail-in',
        newRolls: [{ process: 'C-41', format: '35mm', brand: 'Kodak', model: 'Gold 200' }],
      },
    });
    const orderId = order.json().order.id;
    const { body } = await call('GET', '/users/2/availabilities', customer);
    const window = body.availabilities.at(-1);
    const booking = {
      orderId,
      messengerId: window.messengerId,
      startsAt: window.startsAt,
      addressId: body.addressId,
    };
    const offHours = await call('POST', '/users/2/courier-pick-ups', customer, {
      ...booking,
      startsAt: '2030-01-01T03:00:00.000Z',
    });
    expect(offHours.body.errors).toEqual([
      { field: 'startsAt', message: 'That pick-up time is no longer available: choose another' },
    ]);
    const booked = await call('POST', '/users/2/courier-pick-ups', customer, booking);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      kind: 'PICK_UP',
      orderId,
      windowStart: window.startsAt,
      status: 'SCHEDULED',
    });
    const twice = await call('POST', '/users/2/courier-pick-ups', customer, booking);
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'A courier pick-up is already booked for this order' },
    });
    const listed = await call('GET', `/users/2/courier-pick-ups?orderId=${orderId}`, customer);
    expect(listed.body).toEqual([
      expect.objectContaining({ orderId, messengerName: 'Marcus Reed', status: 'SCHEDULED' }),
    ]);
    const notMine = await call('POST', '/users/2/courier-pick-ups', customer, { ...booking, orderId: 1005 });
    expect(notMine.body.errors[0]).toEqual({ field: 'orderId', message: 'Not one of your orders' });
  });

  it('books the chosen window in the same transaction that creates an order, or creates nothing', async () => {
    const { body } = await call('GET', '/users/2/availabilities', customer);
    const window = body.availabilities[0];
    const newOrder = (key: string, courierPickUp: object) =>
      lab.app.inject({
        method: 'POST',
        url: '/users/2/orders',
        headers: { ...authHeader(customer), 'idempotency-key': key },
        payload: {
          location: 'Mail-in',
          newRolls: [{ process: 'C-41', format: '35mm', brand: 'Kodak', model: 'Portra 400' }],
          courierPickUp,
        },
      });
    const orders = async () =>
      (await lab.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = 2'))
        .rows[0]!.n;
    const before = await orders();
    const full = await newOrder('courier-create-0', {
      messengerId: window.messengerId,
      startsAt: '2030-01-01T03:00:00.000Z',
      addressId: body.addressId,
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual([
      {
        field: 'courierPickUp.startsAt',
        message: 'That pick-up time is no longer available: choose another',
      },
    ]);
    const notMine = await newOrder('courier-create-1', {
      messengerId: window.messengerId,
      startsAt: window.startsAt,
      addressId: 999_999,
    });
    expect(notMine.json().errors).toEqual([
      { field: 'courierPickUp.addressId', message: 'Not one of your addresses' },
    ]);
    expect(await orders()).toBe(before);

    const created = await newOrder('courier-create-2', {
      messengerId: window.messengerId,
      startsAt: window.startsAt,
      addressId: body.addressId,
    });
    expect(created.statusCode).toBe(201);
    const orderId = created.json().order.id;
    const listed = await call('GET', `/users/2/courier-pick-ups?orderId=${orderId}`, customer);
    expect(listed.body).toEqual([
      expect.objectContaining({
        orderId,
        messengerName: 'Marcus Reed',
        status: 'SCHEDULED',
        windowStart: window.startsAt,
      }),
    ]);
    // A double click repeats the key: the same order, and still one pick-up.
    const again = await newOrder('courier-create-2', {
      messengerId: window.messengerId,
      startsAt: window.startsAt,
      addressId: body.addressId,
    });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', `/users/2/courier-pick-ups?orderId=${orderId}`, customer)).body).toHaveLength(
      1,
    );
  });
});
