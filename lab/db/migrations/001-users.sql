-- Accounts and what hangs off them. E-mails are stored lower-case so the unique index is case-insensitive.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text,
  profile_image_url text,
  referral_code text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT false,
  first_order_created boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_id text,
  address1 text NOT NULL,
  address2 text,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  country text NOT NULL DEFAULT 'US',
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_id ON addresses (user_id);
-- At most one primary address per user, enforced by the database rather than trusted to the handlers.
CREATE UNIQUE INDEX addresses_one_primary ON addresses (user_id) WHERE is_primary;

CREATE TABLE preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- Stand-in for the card processor's customer and subscription objects (spec §3); ids look like the processor's.
CREATE TABLE payment_customers (
  id text PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  balance integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  payment_customer_id text NOT NULL REFERENCES payment_customers (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('active', 'past_due', 'canceled', 'incomplete', 'trialing', 'unpaid')),
  price_id text NOT NULL,
  lookup_key text NOT NULL,
  unit_amount integer NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_customer ON subscriptions (payment_customer_id);
