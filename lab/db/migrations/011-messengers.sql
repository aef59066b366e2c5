-- Couriers (spec §3 'Messenger', §7 'Messengers'; docs/decisions/070-couriers.md): who they are, when they work,
-- which zip codes they serve, and the stops of their routes (customers' film picked up, negatives delivered).

CREATE TABLE messengers (
  id serial PRIMARY KEY,
  -- The courier's login (role MESSENGER); null for a courier who does not sign in.
  user_id integer UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  phone text,
  -- The zip codes the courier serves; customers there may book a courier pick-up.
  zip_codes text[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Weekly working hours in the lab's time zone; each block is one bookable window.
CREATE TABLE messenger_hours (
  id serial PRIMARY KEY,
  messenger_id integer NOT NULL REFERENCES messengers (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_time time NOT NULL,
  end_time time NOT NULL,
  CHECK (end_time > start_time)
);
CREATE INDEX messenger_hours_messenger ON messenger_hours (messenger_id, weekday, start_time);

CREATE TABLE messenger_stops (
  id serial PRIMARY KEY,
  messenger_id integer NOT NULL REFERENCES messengers (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id),
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('PICK_UP', 'DELIVERY')),
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL CHECK (window_end > window_start),
  -- The address as it was when booked: a later edit or delete of the address book does not move the stop.
  address1 text NOT NULL,
  address2 text,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  notes text,
  status text NOT NULL DEFAULT 'SCHEDULED' CHECK (status IN ('SCHEDULED', 'DONE', 'MISSED')),
  roll_count integer NOT NULL DEFAULT 0 CHECK (roll_count >= 0),
  notified_at timestamptz,
  done_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messenger_stops_route ON messenger_stops (messenger_id, window_start, id);
CREATE INDEX messenger_stops_order ON messenger_stops (order_id);
