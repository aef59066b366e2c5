import type { Queryable } from '../database';
import { LAB_TIME_ZONE } from '../queries/general-stats';

// Two couriers (docs/decisions/070-couriers.md): Marcus signs in (messenger@lab.test) and covers north Brooklyn
// and the Lower East Side; Dee covers lower Manhattan and has no login. Marcus's route today has the pick-ups of
// the open orders still waiting for their film, and negatives to deliver from finished orders.
const MARCUS_ZIPS = ['10002', '10003', '10009', '11206', '11211', '11222', '11249'];
const DEE_ZIPS = ['10001', '10011', '10012', '10014'];

const WEEKDAY_HOURS: Array<[number, string, string]> = [1, 2, 3, 4, 5, 6].flatMap(
  (day): Array<[number, string, string]> =>
    day === 6
      ? [[day, '10:00', '14:00']]
      : [
          [day, '10:00', '14:00'],
          [day, '16:00', '19:00'],
        ],
);

async function insertCourier(
  tx: Queryable,
  name: string,
  phone: string,
  zips: string[],
  email: string | null,
) {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO messengers (name, phone, zip_codes, user_id)
     VALUES ($1, $2, $3, (SELECT id FROM users WHERE email = $4)) RETURNING id`,
    [name, phone, zips, email],
  );
  return rows[0]!.id;
}

/** Today at hh:mm in the lab's time zone. */
const today = (time: string) =>
  `(date_trunc('day', now() AT TIME ZONE '${LAB_TIME_ZONE}') + time '${time}') AT TIME ZONE '${LAB_TIME_ZONE}'`;

export async function insertSeedMessengers(tx: Queryable): Promise<void> {
  const marcus = await insertCourier(tx, 'Marcus Reed', '+1 917 555 0188', MARCUS_ZIPS, 'messenger@lab.test');
  const dee = await insertCourier(tx, 'Dee Alvarez', '+1 646 555 0142', DEE_ZIPS, null);
  for (const [weekday, start, end] of WEEKDAY_HOURS) {
    await tx.query(
      'INSERT INTO messenger_hours (messenger_id, weekday, start_time, end_time) VALUES ($1, $2, $3, $4)',
      [marcus, weekday, start, end],
    );
  }
  for (const weekday of [2, 4]) {
    await tx.query(
      `INSERT INTO messenger_hours (messenger_id, weekday, start_time, end_time) VALUES ($1, $2, '09:00', '13:00')`,
      [dee, weekday],
    );
  }
  // Pick-ups: open orders whose film has not reached the lab, at the customer's primary address in Marcus's area.
  await tx.query(
    `INSERT INTO messenger_stops (messenger_id, user_id, order_id, kind, window_start, window_end,
       address1, address2, city, state, zip, notes)
     SELECT $1, o.customer_id, o.id, 'PICK_UP', ${today('10:00')}, ${today('14:00')},
            a.address1, a.address2, a.city, a.state, a.zip, 'Ring the bell; film is in a padded envelope'
     FROM orders o JOIN addresses a ON a.user_id = o.customer_id AND a.is_primary
     WHERE o.status = 'OPEN' AND a.zip = ANY ($2)
       AND NOT EXISTS (SELECT 1 FROM pick_ups p WHERE p.order_id = o.id)
     ORDER BY o.id`,
    [marcus, MARCUS_ZIPS],
  );
  // Deliveries: negatives of finished orders going home.
  await tx.query(
    `INSERT INTO messenger_stops (messenger_id, user_id, order_id, kind, window_start, window_end,
       address1, address2, city, state, zip, notes)
     SELECT $1, o.customer_id, o.id, 'DELIVERY', ${today('16:00')}, ${today('19:00')},
            a.address1, a.address2, a.city, a.state, a.zip, 'Negatives, sleeved'
     FROM orders o JOIN addresses a ON a.user_id = o.customer_id AND a.is_primary
     WHERE o.status = 'COMPLETE' AND a.zip = ANY ($2)
     ORDER BY o.id DESC LIMIT 2`,
    [marcus, MARCUS_ZIPS],
  );
}
