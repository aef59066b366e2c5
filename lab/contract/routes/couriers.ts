// Contracts of the couriers: their hours, routes and stops, and the pick-ups customers book (see define.ts); split
// from catalogue.ts. Registered on import by routes/index.ts.
import { z } from 'zod';
import { availabilityQuery, bookingBody, courierPickUpsQuery } from '../../routes/courier-pick-ups';
import {
  hoursBody,
  hoursParams,
  messengerBody,
  idParams as messengerParams,
  messengerPatch,
  messengersQuery,
  reachableParams,
  routeDaysQuery,
  stopBody,
  stopParams,
  stopPatch,
} from '../../routes/messengers';
import { defineRoutes } from '../define';
import {
  Availabilities,
  CourierPickUp,
  Messenger,
  MessengerRoute,
  NextStopNotice,
  Stop,
} from '../shapes/couriers';
import { userParams } from './user-params';

defineRoutes({
  // ── Couriers ──
  'POST /messengers': {
    summary: 'Add a courier',
    description: '400 on `userId` when it is not a MESSENGER user or is already linked to another courier.',
    access: 'admin',
    body: messengerBody,
    bodyExample: { name: 'Marco Messenger', phone: '+1 718 555 0199', zipCodes: ['11249'], userId: 5 },
    answers: { 201: Messenger },
  },
  'GET /messengers': {
    summary: 'Couriers',
    description: 'Staff see all (active first, by name); a courier sees their own record.',
    access: 'messenger',
    query: messengersQuery,
    answers: { 200: z.array(Messenger) },
  },
  'GET /messengers/:id': {
    summary: 'A courier',
    access: 'messenger',
    params: reachableParams,
    answers: { 200: Messenger },
  },
  'PUT /messengers/:id': {
    summary: 'Change a courier',
    description: 'Sets only the fields present. 400 on `userId` as for POST.',
    access: 'admin',
    params: messengerParams,
    body: messengerPatch,
    bodyExample: { zipCodes: ['11211', '11249'] },
    answers: { 200: Messenger },
    errors: [404],
  },
  'POST /messengers/:id/hours': {
    summary: "Add a block of a courier's weekly hours",
    description: 'HH:MM in lab time, the end after the start. 409 when it overlaps other hours that weekday.',
    access: 'admin',
    params: messengerParams,
    body: hoursBody,
    bodyExample: { weekday: 1, startTime: '09:00', endTime: '13:00' },
    answers: { 201: Messenger },
    errors: [404, 409],
  },
  'PUT /messengers/:id/hours/:hoursId': {
    summary: "Change a block of a courier's hours",
    description: '409 when it overlaps other hours that weekday.',
    access: 'admin',
    params: hoursParams,
    body: hoursBody,
    bodyExample: { weekday: 1, startTime: '10:00', endTime: '14:00' },
    answers: { 200: Messenger },
    errors: [404, 409],
  },
  'DELETE /messengers/:id/hours/:hoursId': {
    summary: "Remove a block of a courier's hours",
    access: 'admin',
    params: hoursParams,
    answers: { 200: Messenger },
    errors: [404],
  },
  'GET /messengers/:id/routes': {
    summary: "A courier's route, by day",
    description:
      '`from` and `to` are lab-time dates (default today and the same day), at most 31 days apart.',
    access: 'messenger',
    params: reachableParams,
    query: routeDaysQuery,
    answers: { 200: MessengerRoute },
  },
  'GET /messengers/:id/routes/notify-next-stop': {
    summary: "Tell the route's next customer the courier is on the way",
    description:
      'The first SCHEDULED stop from `from` to `to` (as for the route): its customer gets an e-mail once (`notified: false` when already told). 404 when no stop is left.',
    access: 'messenger',
    params: reachableParams,
    query: routeDaysQuery,
    answers: { 200: NextStopNotice },
  },
  'POST /messengers/:id/stops': {
    summary: "Add a stop to a courier's route",
    description:
      "The address (one of the customer's) is copied into the stop. 400 on `addressId` or `orderId` when not the customer's, on `windowEnd` when not after the start.",
    access: 'admin',
    extension: 'courier-booking',
    params: messengerParams,
    body: stopBody,
    bodyExample: {
      userId: 2,
      orderId: 1001,
      kind: 'PICK_UP',
      windowStart: '2026-01-05T14:00:00.000Z',
      windowEnd: '2026-01-05T18:00:00.000Z',
      addressId: 7,
    },
    answers: { 201: Stop },
    errors: [404],
  },
  'PUT /messengers/:id/stops/:stopId': {
    summary: 'Record how a stop went',
    description:
      'DONE sets `doneAt` (once); another status clears it. `notes` replaces the notes when present.',
    access: 'messenger',
    extension: 'courier-booking',
    params: stopParams,
    body: stopPatch,
    bodyExample: { status: 'DONE' },
    answers: { 200: Stop },
  },
  'GET /users/:id/availabilities': {
    summary: 'The courier pick-up windows a customer may book',
    description:
      'At `addressId` (400 when not theirs), else the primary (then oldest) address; an empty list without an address. `from` and `to` are lab-time dates (default today and 13 days on), at most 31 days apart.',
    access: 'owner',
    params: userParams,
    query: availabilityQuery,
    answers: { 200: Availabilities },
  },
  'GET /users/:id/courier-pick-ups': {
    summary: "The customer's courier pick-ups, newest window first",
    access: 'owner',
    extension: 'courier-booking',
    params: userParams,
    query: courierPickUpsQuery,
    answers: { 200: z.array(CourierPickUp) },
  },
  'POST /users/:id/courier-pick-ups': {
    summary: "Book a courier to collect an open order's film",
    description:
      "400 on `startsAt` when the window is not offered (full, past, not the courier's), on `addressId` or `orderId` when not the customer's; 409 when the order is already at the lab or a pick-up is already booked.",
    access: 'owner',
    extension: 'courier-booking',
    params: userParams,
    body: bookingBody,
    bodyExample: { orderId: 1001, messengerId: 1, startsAt: '2026-01-05T14:00:00.000Z', addressId: 7 },
    answers: { 201: Stop },
    errors: [409],
  },
});
