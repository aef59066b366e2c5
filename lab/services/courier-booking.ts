import type { Queryable } from '../db/database';
import { findAddress } from '../db/queries/addresses';
import { listAvailabilities } from '../db/queries/courier-pick-ups';
import { findStop, insertStop } from '../db/queries/messenger-stops';
import { conflict, invalidField } from '../errors';

export interface PickUpBooking {
  orderId: number;
  messengerId: number;
  startsAt: string;
  addressId: number;
  notes?: string | null;
}

/** The customer's chosen address, or their primary (then oldest) one when none is named. */
export async function customerAddress(q: Queryable, userId: number, addressId: number | undefined) {
  if (addressId !== undefined) {
    const address = await findAddress(q, userId, addressId);
    if (!address) throw invalidField('addressId', 'Not one of your addresses');
    return address;
  }
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM addresses WHERE user_id = $1 ORDER BY is_primary DESC, id LIMIT 1',
    [userId],
  );
  return rows[0] ? findAddress(q, userId, rows[0].id) : null;
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Books a courier window to collect an open order's film (docs/decisions/070-couriers.md), inside the caller's
 * transaction: from the booking route, or from order creation when the new-order flow chose a courier, so a full
 * window refuses the whole order and nothing is written. `field` prefixes the field names of errors.
 */
export async function bookPickUp(tx: Queryable, userId: number, booking: PickUpBooking, field = '') {
  const address = await findAddress(tx, userId, booking.addressId);
  if (!address) throw invalidField(`${field}addressId`, 'Not one of your addresses');
  const order = await tx.query<{ status: string; received: boolean; booked: boolean }>(
    `SELECT o.status, EXISTS (SELECT 1 FROM pick_ups p WHERE p.order_id = o.id) AS received,
            EXISTS (SELECT 1 FROM messenger_stops s WHERE s.order_id = o.id AND s.kind = 'PICK_UP'
                      AND s.status = 'SCHEDULED') AS booked
     FROM orders o WHERE o.id = $1 AND o.customer_id = $2`,
    [booking.orderId, userId],
  );
  const row = order.rows[0];
  if (!row) throw invalidField('orderId', 'Not one of your orders');
  if (row.status !== 'OPEN' || row.received) throw conflict('This order is already at the lab');
  if (row.booked) throw conflict('A courier pick-up is already booked for this order');
  // Lock the courier's row so two bookings of the last place in a window cannot both pass the count.
  await tx.query('SELECT id FROM messengers WHERE id = $1 FOR UPDATE', [booking.messengerId]);
  const day = booking.startsAt.slice(0, 10);
  const windows = await listAvailabilities(tx, address.zip.slice(0, 5), shiftDay(day, -1), shiftDay(day, 1));
  const window = windows.find(
    (w) => w.messengerId === booking.messengerId && Date.parse(w.startsAt) === Date.parse(booking.startsAt),
  );
  if (!window) {
    throw invalidField(`${field}startsAt`, 'That pick-up time is no longer available: choose another');
  }
  const stopId = await insertStop(tx, booking.messengerId, {
    userId,
    orderId: booking.orderId,
    kind: 'PICK_UP',
    windowStart: window.startsAt,
    windowEnd: window.endsAt,
    address: {
      address1: address.address1,
      address2: address.address2 ?? null,
      city: address.city,
      state: address.state,
      zip: address.zip,
    },
    notes: booking.notes ?? null,
  });
  return findStop(tx, booking.messengerId, stopId);
}
