-- Minimal orders and film rolls so the public stats are computed from rows; the orders issue extends them.
CREATE SEQUENCE orders_id_seq START WITH 1001;
CREATE TABLE orders (
  id integer PRIMARY KEY DEFAULT nextval('orders_id_seq'),
  customer_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'INVOICED', 'PAID', 'COMPLETE', 'CANCELED')),
  -- Where the film came in: a drop-off location's name, or 'Mail-in'.
  location text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE orders_id_seq OWNED BY orders.id;
CREATE INDEX orders_customer ON orders (customer_id);
CREATE INDEX orders_open ON orders (location) WHERE status = 'OPEN';

-- A roll moves received → developed → scanned → synced (uploaded to the platform) → delivered.
CREATE TABLE film_rolls (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES users (id),
  process text NOT NULL CHECK (process IN ('C-41', 'BW', 'E-6', 'ECN-2')),
  format text NOT NULL CHECK (format IN ('35mm', '120', 'disposable')),
  brand text NOT NULL,
  model text NOT NULL,
  received_at timestamptz,
  developed_at timestamptz,
  scanned_at timestamptz,
  synced_at timestamptz,
  delivered_at timestamptz
);
CREATE INDEX film_rolls_order ON film_rolls (order_id);
CREATE INDEX film_rolls_customer ON film_rolls (customer_id);
CREATE INDEX film_rolls_outstanding ON film_rolls (process) WHERE received_at IS NOT NULL AND delivered_at IS NULL;
