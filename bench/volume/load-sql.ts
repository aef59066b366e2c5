import { FRAMES_PER_ROLL, ROLLS_PER_HEAVY_ORDER, type VolumeSize } from './sizes.js';

// The volume's rows, set-based: each statement makes one table's rows from generate_series and the rows made
// before it, so a million orders take seconds, not a million round trips. Ids of users, orders and pick-ups are
// given explicitly (a base above the demo data's) so later statements can name them; the sequences are moved past
// them at the end. Everything is deterministic: the same size gives the same data.

const FIRST_NAMES = `ARRAY['Ada','Ben','Carla','Dev','Elena','Farid','Greta','Hiro','Ines','Jonah','Kai','Lena','Marco',
  'Nadia','Omar','Priya','Quinn','Rosa','Sam','Tara','Umar','Vera','Wes','Xena','Yusuf','Zoe','Alex','Bianca','Chen',
  'Dana','Emil','Fatima','Gabe','Hana','Ivan','Jade','Kofi','Lucia','Mina','Noah','Olga','Pablo','Rhea','Saul','Tess',
  'Uma','Victor','Willa','Yara','Zane']`;
const LAST_NAMES = `ARRAY['Nakamura','Okafor','Rossi','Nguyen','Whitfield','Bernstein','Alvarez','Shah','Kim','Garcia',
  'Smith','Johnson','Brown','Davis','Miller','Wilson','Moore','Taylor','Anderson','Thomas','Jackson','White','Harris',
  'Martin','Thompson','Martinez','Robinson','Clark','Rodriguez','Lewis','Lee','Walker','Hall','Allen','Young','King',
  'Wright','Lopez','Hill','Scott','Green','Adams','Baker','Nelson','Carter','Mitchell','Perez','Roberts','Turner',
  'Phillips','Campbell','Parker','Evans','Edwards','Collins','Stewart','Sanchez','Morris','Rogers','Reed','Cook',
  'Morgan','Bell','Murphy','Bailey','Rivera','Cooper','Richardson','Cox','Howard','Ward','Torres','Peterson','Gray',
  'Ramirez','James','Watson','Brooks','Kelly','Sanders','Price','Bennett','Wood','Barnes','Ross','Henderson',
  'Coleman','Jenkins','Perry','Powell','Long','Patterson','Hughes','Flores','Washington','Butler','Simmons','Foster',
  'Gonzales','Bryant']`;
const STOCKS = `ARRAY[['Kodak','Portra 400'],['Kodak','Portra 160'],['Kodak','Gold 200'],['Kodak','Ektar 100'],
  ['Kodak','Tri-X 400'],['Ilford','HP5 Plus'],['Ilford','Delta 3200'],['Fujifilm','Velvia 50'],
  ['CineStill','800T'],['Kodak','Ektachrome E100']]`;
const PROCESS_OF_STOCK = `ARRAY['C-41','C-41','C-41','C-41','BW','BW','BW','E-6','ECN-2','E-6']`;
const FORMATS = `ARRAY['35mm','35mm','35mm','120','disposable']`;

export interface LoadBases {
  user: number;
  order: number;
  pickUp: number;
  roll: number;
  /** The demo's scan keys without the frame's file name: volume scans show the demo's pictures. */
  framePrefix: string;
  demoFrames: number;
  passwordHash: string;
  locations: string[];
}

/** The statements in order, each with its parameters and what it makes (for the progress lines). */
export function loadStatements(size: VolumeSize, b: LoadBases): Array<[string, string, unknown[]]> {
  const span = size.years * 365 * 86_400;
  const heavyBase = b.order + size.orders;
  const heavyTotal = size.heavyCustomers * size.heavyOrders;
  // Ordinary order g (1…orders) is (orders − g)/orders of the span old; heavy ones spread over the last year.
  return [
    [
      'customers',
      `INSERT INTO users (id, email, password_hash, role, first_name, last_name, referral_code, active,
         first_order_created, created_at, updated_at)
       SELECT $1::int + g - 1,
         CASE WHEN g <= $3::int THEN 'heavy' || g || '@volume.test'
              ELSE lower(fn || '.' || ln || '.' || g || '@example.com') END,
         $4::text, 'CUSTOMER', fn, ln, 'VOL' || g, g <= $3::int, true,
         now() - make_interval(secs => $5::float8 * (1 - g::float8 / $2::int)), now()
       FROM generate_series(1, $2::int) g,
         LATERAL (SELECT (${FIRST_NAMES})[1 + g % 50] AS fn, (${LAST_NAMES})[1 + (g / 50) % 100] AS ln) n`,
      [b.user, size.customers, size.heavyCustomers, b.passwordHash, span],
    ],
    [
      'orders',
      `INSERT INTO orders (id, customer_id, status, location, created_at, updated_at, kind, subtotal, tax, total,
         invoiced_at, paid_at, completed_at, canceled_at)
       SELECT id, customer_id, status, location, created_at, created_at, 'DEVELOPMENT',
         CASE WHEN status IN ('INVOICED','PAID','COMPLETE') THEN rolls * 1900 END,
         CASE WHEN status IN ('INVOICED','PAID','COMPLETE') THEN round(rolls * 1900 * 0.08875)::int END,
         CASE WHEN status IN ('INVOICED','PAID','COMPLETE') THEN rolls * 1900 + round(rolls * 1900 * 0.08875)::int END,
         CASE WHEN status IN ('INVOICED','PAID','COMPLETE') THEN created_at + interval '6 days' END,
         CASE WHEN status IN ('PAID','COMPLETE') THEN created_at + interval '8 days' END,
         CASE WHEN status = 'COMPLETE' THEN created_at + interval '10 days' END,
         CASE WHEN status = 'CANCELED' THEN created_at + interval '1 hour' END
       FROM (
         SELECT $1::int + g - 1 AS id, $2::int + $3::int + (g::bigint * 7919) % ($4::int - $3::int) AS customer_id,
           CASE WHEN g % 50 = 0 THEN 'CANCELED' WHEN age < 6 * 86400 THEN 'OPEN'
                WHEN age < 8 * 86400 THEN 'INVOICED' WHEN age < 10 * 86400 THEN 'PAID' ELSE 'COMPLETE' END AS status,
           ($7::text[])[1 + g % cardinality($7::text[])] AS location,
           now() - make_interval(secs => age) AS created_at, 1 + ($1::int + g - 1) % 5 AS rolls
         FROM generate_series(1, $5::int) g, LATERAL (SELECT $6::float8 * ($5::int - g) / $5::int AS age) a
         UNION ALL
         SELECT $8::int + h - 1, $2::int + (h - 1) % $3::int, 'COMPLETE', ($7::text[])[1 + h % cardinality($7::text[])],
           now() - make_interval(secs => 11 * 86400 + 354 * 86400 * ((h - 1) / $3::int)::float8 / $10::int),
           ${ROLLS_PER_HEAVY_ORDER}
         FROM generate_series(1, $9::int) h) o`,
      [
        b.order,
        b.user,
        size.heavyCustomers,
        size.customers,
        size.orders,
        span,
        b.locations,
        heavyBase,
        heavyTotal,
        size.heavyOrders,
      ],
    ],
    [
      'pick-ups',
      `INSERT INTO pick_ups (id, user_id, order_id, received_at, roll_count, location)
       SELECT $2::int + (o.id - $1::int), o.customer_id, o.id, o.created_at + interval '1 day',
         CASE WHEN o.id >= $3::int THEN ${ROLLS_PER_HEAVY_ORDER} ELSE 1 + o.id % 5 END, o.location
       FROM orders o WHERE o.id >= $1::int AND o.status <> 'CANCELED' AND o.created_at + interval '1 day' <= now()`,
      [b.order, b.pickUp, heavyBase],
    ],
    [
      'film rolls',
      `INSERT INTO film_rolls (order_id, customer_id, process, format, brand, model, pick_up_id, created_at,
         received_at, developed_at, scanned_at, synced_at, delivered_at)
       SELECT o.id, o.customer_id, (${PROCESS_OF_STOCK})[1 + s], (${FORMATS})[1 + (o.id + k) % 5],
         (${STOCKS})[1 + s][1], (${STOCKS})[1 + s][2], p.id, o.created_at,
         t.received, t.developed, t.scanned, t.scanned + interval '2 hours' * (t.scanned IS NOT NULL)::int,
         t.delivered
       FROM orders o
       CROSS JOIN LATERAL generate_series(1, CASE WHEN o.id >= $2::int THEN ${ROLLS_PER_HEAVY_ORDER} ELSE 1 + o.id % 5 END) k
       CROSS JOIN LATERAL (SELECT (o.id * 3 + k * 7) % 10 AS s) stock
       LEFT JOIN pick_ups p ON p.id = $3::int + (o.id - $1::int)
       CROSS JOIN LATERAL (SELECT
         CASE WHEN o.status <> 'CANCELED' AND at1 <= now() THEN at1 END AS received,
         CASE WHEN o.status <> 'CANCELED' AND at2 <= now() THEN at2 END AS developed,
         CASE WHEN o.status <> 'CANCELED' AND at3 + interval '2 hours' <= now() THEN at3 END AS scanned,
         CASE WHEN o.status <> 'CANCELED' AND at9 <= now() THEN at9 END AS delivered
         FROM (SELECT o.created_at + interval '1 day' AS at1, o.created_at + interval '2 days' AS at2,
           o.created_at + interval '3 days' + k * interval '10 minutes' AS at3,
           o.created_at + interval '9 days' AS at9) x) t
       WHERE o.id >= $1::int
       ORDER BY o.id, k`,
      [b.order, heavyBase, b.pickUp],
    ],
    [
      'roll events',
      `INSERT INTO roll_events (roll_id, event, at)
       SELECT r.id, e.event, e.at FROM film_rolls r
       CROSS JOIN LATERAL (VALUES ('received', r.received_at), ('developed', r.developed_at),
         ('scanned', r.scanned_at), ('synced', r.synced_at), ('delivered', r.delivered_at)) e(event, at)
       WHERE r.id >= $1::int AND e.at IS NOT NULL
       ORDER BY r.id`,
      [b.roll],
    ],
    [
      'scans',
      `INSERT INTO scans (roll_id, user_id, frame, name, file_type, status, hi_res_bytes, width, height,
         hi_res_key, mid_res_key, thumbnail_key, created_at, updated_at)
       SELECT r.id, r.customer_id, f, 'R' || r.id || '-F' || lpad(f::text, 2, '0') || '.jpg', 'jpeg', 'ready',
         24000000 + f * 1000, 3000, 2000,
         $3::text || lpad((1 + (f - 1) % $4::int)::text, 2, '0') || '-hi.jpg',
         $3::text || lpad((1 + (f - 1) % $4::int)::text, 2, '0') || '-mid.jpg',
         $3::text || lpad((1 + (f - 1) % $4::int)::text, 2, '0') || '-thumb.jpg',
         r.scanned_at, r.scanned_at
       FROM film_rolls r CROSS JOIN generate_series(1, ${FRAMES_PER_ROLL}) f
       WHERE r.id >= $1::int AND r.scanned_at IS NOT NULL AND (r.order_id >= $2::int OR r.id % $5::int = 0)
       ORDER BY r.id, f`,
      [b.roll, heavyBase, b.framePrefix, b.demoFrames, size.scannedOneIn],
    ],
    [
      "heavy customers' roll names and tags",
      `WITH named AS (
         UPDATE film_rolls r SET name = 'Roll ' || (r.id % 1000) || CASE WHEN r.id % 3 = 0 THEN ' Coney Island' ELSE '' END
         WHERE r.order_id >= $1::int RETURNING r.id, r.customer_id),
       tags AS (
         INSERT INTO labels (user_id, kind, name)
         SELECT u, k.kind, k.name FROM generate_series($2::int, $2::int + $3::int - 1) u,
           (VALUES ('tag', 'Portraits'), ('tag', 'Travel'), ('location', 'Coney Island')) k(kind, name)
         RETURNING id, user_id, kind)
       INSERT INTO roll_labels (roll_id, label_id)
       SELECT n.id, t.id FROM named n JOIN tags t ON t.user_id = n.customer_id
       WHERE (t.kind = 'location' AND n.id % 3 = 0) OR (t.kind = 'tag' AND n.id % 10 = 0)`,
      [heavyBase, b.user, size.heavyCustomers],
    ],
  ];
}

/** After the explicit ids: each sequence continues above the largest id. */
export const SEQUENCE_RESETS = [
  'users',
  'orders',
  'pick_ups',
  'film_rolls',
  'roll_events',
  'scans',
  'labels',
].map((table) => `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
