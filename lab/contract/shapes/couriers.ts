import { z } from 'zod';
import { count, date, dateTime, id, named } from '../define';

// Couriers (spec §3 "Messenger"): hours, routes, stops and courier pick-ups (docs/lab-behaviour.md "Messengers").

const clockTime = z.string().describe('HH:MM, lab time.');

export const MessengerHours = named(
  'MessengerHours',
  z.object({
    id,
    weekday: z.number().int().min(0).max(6).describe('0 Sunday to 6 Saturday.'),
    startTime: clockTime,
    endTime: clockTime,
  }),
);

export const Messenger = named(
  'Messenger',
  z.object({
    id,
    userId: id
      .nullable()
      .describe("The courier's login (a MESSENGER user); null for a courier who does not sign in."),
    email: z.string().nullable().describe("The login's e-mail."),
    name: z.string(),
    phone: z.string().nullable(),
    zipCodes: z.array(z.string()).describe('The 5-digit zip codes the courier serves, sorted.'),
    active: z.boolean(),
    hours: z
      .array(MessengerHours)
      .describe('Weekly working hours, by weekday then start; each block is one window.'),
    createdAt: dateTime,
  }),
  {
    description:
      'A courier (spec §3 "Messenger"): who they are, the zip codes they serve and when they work.',
    example: {
      id: 1,
      userId: 5,
      email: 'messenger@lab.test',
      name: 'Marco Messenger',
      phone: '+1 718 555 0199',
      zipCodes: ['11211', '11249'],
      active: true,
      hours: [{ id: 1, weekday: 1, startTime: '09:00', endTime: '13:00' }],
      createdAt: '2026-01-05T15:04:05.000Z',
    },
  },
);

const STOP_EXAMPLE = {
  id: 12,
  messengerId: 1,
  userId: 2,
  customerName: 'Casey Moreno',
  customerPhone: '+1 718 555 0142',
  orderId: 1001,
  kind: 'PICK_UP',
  windowStart: '2026-01-05T14:00:00.000Z',
  windowEnd: '2026-01-05T18:00:00.000Z',
  address: { address1: '210 Kent Ave', address2: 'Apt 4', city: 'Brooklyn', state: 'NY', zip: '11249' },
  notes: 'Ring the bell; film is in a padded envelope',
  status: 'SCHEDULED',
  rollCount: 3,
  notifiedAt: null,
  doneAt: null,
};

const stopFields = {
  id,
  messengerId: id,
  userId: id.describe('The customer.'),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  orderId: id.nullable(),
  kind: z.enum(['PICK_UP', 'DELIVERY']),
  windowStart: dateTime,
  windowEnd: dateTime,
  address: z
    .object({
      address1: z.string(),
      address2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    })
    .describe('The address as it was when booked.'),
  notes: z.string().nullable(),
  status: z.enum(['SCHEDULED', 'DONE', 'MISSED']),
  rollCount: count.describe("The order's rolls when the stop names an order."),
  notifiedAt: dateTime.nullable().describe('When the customer was told the courier is on the way.'),
  doneAt: dateTime.nullable(),
};

export const Stop = named('Stop', z.object(stopFields), {
  description: "A stop of a courier's route: film picked up from a customer, or negatives delivered.",
  example: STOP_EXAMPLE,
});

export const CourierPickUp = named(
  'CourierPickUp',
  z.object({ ...stopFields, messengerName: z.string().describe("The courier's name.") }),
  {
    description: "A customer's courier pick-up: a PICK_UP stop with the courier's name.",
    example: { ...STOP_EXAMPLE, messengerName: 'Marco Messenger' },
  },
);

export const MessengerRoute = named(
  'MessengerRoute',
  z.object({
    messengerId: id,
    from: date.describe('Lab-time date.'),
    to: date.describe('Lab-time date.'),
    days: z
      .array(z.object({ date, stops: z.array(Stop).describe('In window order.') }))
      .describe('Only the days that have stops.'),
  }),
  {
    description: "A courier's route: the stops whose window starts from `from` to `to`, by lab-time day.",
    example: {
      messengerId: 1,
      from: '2026-01-05',
      to: '2026-01-05',
      days: [{ date: '2026-01-05', stops: [STOP_EXAMPLE] }],
    },
  },
);

export const NextStopNotice = named(
  'NextStopNotice',
  z.object({
    stop: Stop,
    notified: z.boolean().describe('False when the customer had already been told.'),
  }),
  {
    description:
      "The route's next scheduled stop, and whether this call told its customer the courier is coming.",
  },
);

export const Availabilities = named(
  'Availabilities',
  z.object({
    addressId: id.nullable().describe('The address the windows are for; null when the customer has none.'),
    zip: z.string().nullable(),
    availabilities: z.array(
      z.object({
        messengerId: id,
        messengerName: z.string(),
        date: date.describe('Lab-time date.'),
        startsAt: dateTime,
        endsAt: dateTime,
        remaining: z.number().int().positive().describe('Stops the window can still take.'),
      }),
    ),
  }),
  {
    description:
      'The courier windows a customer may book at an address: working windows of active couriers serving its zip code that have not started and still have room.',
    example: {
      addressId: 7,
      zip: '11249',
      availabilities: [
        {
          messengerId: 1,
          messengerName: 'Marco Messenger',
          date: '2026-01-05',
          startsAt: '2026-01-05T14:00:00.000Z',
          endsAt: '2026-01-05T18:00:00.000Z',
          remaining: 6,
        },
      ],
    },
  },
);
