import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

const STOP = 'id kind status orderNumber customerName rollCount notifiedAt address { address1 address2 zip }';
const MESSENGERS = `query Messengers { messengers { id name email userId zipCodes active hours { id weekday weekdayLabel startTime endTime } } }`;
const ROUTE = `query MessengerRoute($messengerId: ID!, $from: String, $to: String) {
  messengerRoute(messengerId: $messengerId, from: $from, to: $to) { messengerId from to days { date stops { ${STOP} } } }
}`;
const ADD_HOURS = `mutation AddMessengerHours($messengerId: ID!, $input: MessengerHoursInput!) {
  addMessengerHours(messengerId: $messengerId, input: $input) { id hours { id weekdayLabel startTime endTime } }
}`;
const SET_STOP = `mutation SetStopStatus($messengerId: ID!, $stopId: ID!, $status: StopStatus!) {
  setStopStatus(messengerId: $messengerId, stopId: $stopId, status: $status) { id status doneAt }
}`;
const NOTIFY = `mutation NotifyNextStop($messengerId: ID!) { notifyNextStop(messengerId: $messengerId) { notified stop { ${STOP} } } }`;
const AVAILABILITY = `query CourierAvailability { me { courierAvailability { zip addressId windows { messengerId messengerName startsAt endsAt remaining } } } }`;
const BOOK = `mutation BookCourierPickUp($input: BookCourierPickUpInput!) { bookCourierPickUp(input: $input) { ${STOP} } }`;

let stack: Stack;
let admin: string;
let courier: string;
let customer: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, courier, customer] = await Promise.all([
    stack.login('admin@lab.test'),
    stack.login('messenger@lab.test'),
    stack.login('customer@lab.test'),
  ]);
});
afterAll(() => stack?.close());

describe('couriers over GraphQL', () => {
  it('lists couriers for admins and only their own for a courier; customers are refused', async () => {
    const all = await stack.gql<{ messengers: Array<{ name: string }> }>(MESSENGERS, {}, admin);
    expect(all.body.data!.messengers.map((m) => m.name)).toEqual(['Dee Alvarez', 'Marcus Reed']);
    const own = await stack.gql<{ messengers: Array<Record<string, unknown>> }>(MESSENGERS, {}, courier);
    expect(own.body.data!.messengers).toEqual([
      expect.objectContaining({ id: '1', name: 'Marcus Reed', email: 'messenger@lab.test', userId: '5' }),
    ]);
    const refused = await stack.gql(MESSENGERS, {}, customer);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const me = await stack.gql<{ me: { messenger: { name: string } | null } }>(
      'query Me { me { messenger { name } } }',
      {},
      courier,
    );
    expect(me.body.data!.me.messenger).toEqual({ name: 'Marcus Reed' });
  });

  it("answers today's route, and a courier cannot read another courier's", async () => {
    const route = await stack.gql<{
      messengerRoute: { days: Array<{ stops: Array<Record<string, unknown>> }> };
    }>(ROUTE, { messengerId: '1' }, courier);
    expect(route.body.data!.messengerRoute.days[0]!.stops[0]).toMatchObject({
      kind: 'PICK_UP',
      orderNumber: '101017',
      customerName: 'Casey Moreno',
      rollCount: 2,
      address: { address1: '210 Kent Ave', address2: 'Apt 4', zip: '11249' },
    });
    const other = await stack.gql(ROUTE, { messengerId: '2' }, courier);
    expect(other.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const badDate = await stack.gql(ROUTE, { messengerId: '1', from: '25/11/2026' }, admin);
    expect(badDate.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('adds hours (admins), with field errors for bad times and overlaps', async () => {
    const added = await stack.gql<{ addMessengerHours: { hours: Array<Record<string, string>> } }>(
      ADD_HOURS,
      { messengerId: '2', input: { weekday: 6, startTime: '11:00', endTime: '15:00' } },
      admin,
    );
    expect(added.body.data!.addMessengerHours.hours.at(-1)).toMatchObject({
      weekdayLabel: 'Saturday',
      startTime: '11:00',
      endTime: '15:00',
    });
    const backwards = await stack.gql(
      ADD_HOURS,
      { messengerId: '2', input: { weekday: 6, startTime: '16:00', endTime: '15:00' } },
      admin,
    );
    expect(backwards.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'endTime' });
    const overlap = await stack.gql(
      ADD_HOURS,
      { messengerId: '2', input: { weekday: 6, startTime: '12:00', endTime: '13:00' } },
      admin,
    );
    expect(overlap.body.errors![0]).toMatchObject({
      message: 'These hours overlap other hours on Saturday',
      extensions: { code: 'CONFLICT' },
    });
    const byCourier = await stack.gql(
      ADD_HOURS,
      { messengerId: '1', input: { weekday: 0, startTime: '10:00', endTime: '12:00' } },
      courier,
    );
    expect(byCourier.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('the courier tells the next customer and marks the stop done', async () => {
    const notified = await stack.gql<{ notifyNextStop: { notified: boolean; stop: { id: string } } }>(
      NOTIFY,
      { messengerId: '1' },
      courier,
    );
    expect(notified.body.data!.notifyNextStop.notified).toBe(true);
    const stopId = notified.body.data!.notifyNextStop.stop.id;
    const done = await stack.gql<{ setStopStatus: { status: string; doneAt: string } }>(
      SET_STOP,
      { messengerId: '1', stopId, status: 'DONE' },
      courier,
    );
    expect(done.body.data!.setStopStatus).toMatchObject({ status: 'DONE', doneAt: expect.any(String) });
    const customerTries = await stack.gql(SET_STOP, { messengerId: '1', stopId, status: 'MISSED' }, customer);
    expect(customerTries.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a customer in the courier area sees windows and books one for an open order', async () => {
    const created = await stack.gql<{ createOrder: { id: string } }>(
      `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`,
      {
        input: {
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          idempotencyKey: 'courier-booking-1',
          rolls: [{ process: 'C41', format: 'FORMAT_35MM', stock: 'Kodak Gold 200' }],
        },
      },
      customer,
    );
    expect(created.body.errors).toBeUndefined();
    const availability = await stack.gql<{
      me: { courierAvailability: { zip: string; addressId: string; windows: Array<Record<string, string>> } };
    }>(AVAILABILITY, {}, customer);
    const { zip, addressId, windows } = availability.body.data!.me.courierAvailability;
    expect(zip).toBe('11249');
    expect(windows[0]).toMatchObject({ messengerId: '1', messengerName: 'Marcus Reed' });
    const window = windows.at(-1)!;
    const input = {
      orderId: created.body.data!.createOrder.id,
      messengerId: window.messengerId,
      startsAt: window.startsAt,
      addressId,
    };
    const booked = await stack.gql<{ bookCourierPickUp: Record<string, unknown> }>(BOOK, { input }, customer);
    expect(booked.body.data!.bookCourierPickUp).toMatchObject({ kind: 'PICK_UP', status: 'SCHEDULED' });
    const again = await stack.gql(BOOK, { input }, customer);
    expect(again.body.errors![0]).toMatchObject({
      message: 'A courier pick-up is already booked for this order',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('a new order with COURIER_PICK_UP books the chosen window with it, or is refused whole', async () => {
    const CREATE = `mutation CreateOrder($input: CreateOrderInput!) {
      createOrder(input: $input) { id courierPickUp { messengerName stop { windowStart status } } } }`;
    const { windows, addressId } = (
      await stack.gql<{
        me: { courierAvailability: { addressId: string; windows: Array<Record<string, string>> } };
      }>(AVAILABILITY, {}, customer)
    ).body.data!.me.courierAvailability;
    const window = windows[1]!;
    const order = (key: string, extra: object) => ({
      input: {
        shippingMethod: 'COURIER_PICK_UP',
        idempotencyKey: key,
        rolls: [{ process: 'C41', format: 'FORMAT_35MM', stock: 'Ilford HP5 Plus 400' }],
        ...extra,
      },
    });
    const noTime = await stack.gql(CREATE, order('courier-create-a', {}), customer);
    expect(noTime.body.errors![0]).toMatchObject({
      message: 'Choose a time for the courier',
      extensions: { code: 'BAD_USER_INPUT', field: 'courierPickUp.startsAt' },
    });
    const gone = await stack.gql(
      CREATE,
      order('courier-create-b', {
        courierPickUp: { messengerId: window.messengerId, startsAt: '2030-01-01T03:00:00.000Z', addressId },
      }),
      customer,
    );
    expect(gone.body.errors![0]).toMatchObject({
      message: 'That pick-up time is no longer available: choose another',
      extensions: { code: 'BAD_USER_INPUT', field: 'courierPickUp.startsAt' },
    });
    const created = await stack.gql<{
      createOrder: {
        courierPickUp: { messengerName: string; stop: { windowStart: string; status: string } };
      };
    }>(
      CREATE,
      order('courier-create-c', {
        courierPickUp: { messengerId: window.messengerId, startsAt: window.startsAt, addressId },
      }),
      customer,
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.createOrder.courierPickUp).toEqual({
      messengerName: 'Marcus Reed',
      stop: { windowStart: window.startsAt, status: 'SCHEDULED' },
    });
  });
});
