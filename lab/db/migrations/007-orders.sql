-- Development orders in full (docs/lab-api.md "Orders", docs/decisions/050-order-lifecycle.md): money fixed at
-- invoice, payment, the roll options a customer picks, pick-ups, a timeline of roll events, shipments with labels,
-- and the invoice's lines, credits and prints. Money is integer cents.

ALTER TABLE orders
  ADD COLUMN notes text,
  ADD COLUMN internal_notes text,
  -- Null until staff invoice the order; then the lab keeps what the invoice said.
  ADD COLUMN subtotal integer CHECK (subtotal >= 0),
  ADD COLUMN applied_discount integer NOT NULL DEFAULT 0 CHECK (applied_discount >= 0),
  -- Account credit (the payment customer's negative balance) drawn when invoiced; given back on cancel.
  ADD COLUMN applied_credit integer NOT NULL DEFAULT 0 CHECK (applied_credit >= 0),
  ADD COLUMN tax integer CHECK (tax >= 0),
  ADD COLUMN total integer CHECK (total >= 0),
  -- The processor's payment ('pi_…'): a charge of the card on file, or a card-reader payment staff attached.
  ADD COLUMN payment_id text UNIQUE,
  ADD COLUMN promotion_code_id text REFERENCES promotion_codes (id),
  -- The client's key for one attempt at creating an order: a retried or double-clicked POST finds this row.
  ADD COLUMN idempotency_key text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN invoiced_at timestamptz,
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN completed_at timestamptz,
  ADD COLUMN canceled_at timestamptz,
  ADD COLUMN prints_ready_at timestamptz,
  ADD CONSTRAINT orders_idempotency_key UNIQUE (customer_id, idempotency_key),
  ADD CONSTRAINT orders_discount_within_subtotal CHECK (subtotal IS NULL OR applied_discount <= subtotal);
UPDATE orders SET updated_at = created_at;
CREATE INDEX orders_created ON orders (created_at DESC, id DESC);

-- A check-in of rolls at the lab: staff count what arrived (spec §3 'Pick-up').
CREATE TABLE pick_ups (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  received_at timestamptz NOT NULL DEFAULT now(),
  roll_count integer NOT NULL CHECK (roll_count BETWEEN 0 AND 500),
  location text NOT NULL
);
CREATE INDEX pick_ups_order ON pick_ups (order_id);

ALTER TABLE film_rolls
  ADD COLUMN pick_up_id integer REFERENCES pick_ups (id) ON DELETE SET NULL,
  ADD COLUMN push_pull smallint NOT NULL DEFAULT 0 CHECK (push_pull BETWEEN -3 AND 3),
  ADD COLUMN cross_process boolean NOT NULL DEFAULT false,
  ADD COLUMN add_prints boolean NOT NULL DEFAULT false,
  ADD COLUMN add_rush boolean NOT NULL DEFAULT false,
  ADD COLUMN sleeving text NOT NULL DEFAULT 'NONE' CHECK (sleeving IN ('NONE', 'UNCUT', 'CUT')),
  ADD COLUMN scan_quality text NOT NULL DEFAULT 'STANDARD_2K'
    CHECK (scan_quality IN ('STANDARD_2K', 'STANDARD_4K', 'STANDARD_4K_PRE_SCAN', 'PRO')),
  ADD COLUMN half_frames boolean NOT NULL DEFAULT false,
  ADD COLUMN negatives_action text NOT NULL DEFAULT 'TOSS' CHECK (negatives_action IN
    ('TOSS', 'SHIP', 'PICK_UP', 'PICK_UP_SHIP', 'CUT', 'PICK_UP_CUT', 'UNCUT', 'PICK_UP_UNCUT')),
  ADD COLUMN notes text,
  -- Negatives sent back to the customer; the last step of a roll's timeline.
  ADD COLUMN shipped_at timestamptz,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
UPDATE film_rolls r SET created_at = o.created_at FROM orders o WHERE o.id = r.order_id;

-- A roll's timeline: each step once, with who recorded it. The matching *_at column on film_rolls stays too,
-- because the stats bar counts from those.
CREATE TABLE roll_events (
  id serial PRIMARY KEY,
  roll_id integer NOT NULL REFERENCES film_rolls (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('received', 'developed', 'scanned', 'synced', 'delivered', 'shipped')),
  at timestamptz NOT NULL DEFAULT now(),
  -- The staff member; null for seeded or automatic events.
  recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (roll_id, event)
);
CREATE INDEX roll_events_event_at ON roll_events (event, at DESC);

CREATE TABLE shipments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('DROP_OFF', 'EXTERNAL_FULFILLMENT', 'PREPAID_LABEL', 'RETURN_MAILER')),
  service_level text CHECK (service_level IN
    ('return_negatives', 'usps_first', 'fedex_ground', 'fedex_2_day', 'standard_overnight')),
  -- True for negatives going back to the customer; false for film travelling to the lab.
  to_customer boolean NOT NULL,
  customer_address_id integer REFERENCES addresses (id) ON DELETE SET NULL,
  carrier text CHECK (carrier IN ('FEDEX', 'USPS', 'UPS')),
  tracking_number text,
  -- The label provider's record: { "labelName": "<32 hex>" }; links to the image are signed per answer.
  label jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipments_order ON shipments (order_id);
-- One outgoing prepaid label per order (spec §5): the index settles two requests racing past the check.
CREATE UNIQUE INDEX shipments_one_outgoing_label ON shipments (order_id)
  WHERE method = 'PREPAID_LABEL' AND NOT to_customer;

-- The invoice's lines, as the BFF priced them (or staff added). amount is derived, so it cannot disagree.
CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  key text NOT NULL,
  description text NOT NULL,
  product_type text NOT NULL CHECK (product_type IN
    ('DIGITAL', 'FULFILLMENT_SERVICE_ADD_ON', 'PRODUCT', 'SERVICE_ADD_ON', 'PRINT', 'SUBSCRIPTION')),
  unit_amount integer NOT NULL CHECK (unit_amount >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  credits_applied integer NOT NULL DEFAULT 0 CHECK (credits_applied BETWEEN 0 AND quantity),
  amount integer GENERATED ALWAYS AS (unit_amount * (quantity - credits_applied)) STORED,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_lines_order ON order_lines (order_id);

-- Membership credits the invoice spent; they count against the member's period (GET /users/{id}/credit-usage).
CREATE TABLE order_credits (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('DEV_SCAN', 'SCAN_4K', 'RUSH', 'PRO_SCAN')),
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, kind)
);

CREATE TABLE order_prints (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  paper_name text NOT NULL,
  paper_type text NOT NULL,
  -- Inches.
  width numeric(5, 2) NOT NULL CHECK (width > 0),
  height numeric(5, 2) NOT NULL CHECK (height > 0),
  border numeric(4, 2) NOT NULL DEFAULT 0 CHECK (border >= 0),
  amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  draft_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_prints_order ON order_prints (order_id);

-- Databases made before this migration keep their timelines: one pick-up per order for the rolls already
-- received, and an event for each *_at already set.
INSERT INTO pick_ups (user_id, order_id, received_at, roll_count, location)
SELECT o.customer_id, o.id, min(r.received_at), count(*), o.location
FROM orders o JOIN film_rolls r ON r.order_id = o.id
WHERE r.received_at IS NOT NULL
GROUP BY o.id;
UPDATE film_rolls r SET pick_up_id = p.id FROM pick_ups p WHERE p.order_id = r.order_id AND r.received_at IS NOT NULL;

INSERT INTO roll_events (roll_id, event, at)
SELECT id, 'received', received_at FROM film_rolls WHERE received_at IS NOT NULL
UNION ALL SELECT id, 'developed', developed_at FROM film_rolls WHERE developed_at IS NOT NULL
UNION ALL SELECT id, 'scanned', scanned_at FROM film_rolls WHERE scanned_at IS NOT NULL
UNION ALL SELECT id, 'synced', synced_at FROM film_rolls WHERE synced_at IS NOT NULL
UNION ALL SELECT id, 'delivered', delivered_at FROM film_rolls WHERE delivered_at IS NOT NULL;
