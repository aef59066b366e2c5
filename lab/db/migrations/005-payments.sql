-- Payments stand-in (docs/decisions/006-lab-payments.md): the card processor's catalogue (prices, coupons,
-- promotion codes), attached cards and paid invoices. The catalogue rows are inserted here rather than by the seed,
-- so a database created before this migration gets them as well.

CREATE TABLE prices (
  id text PRIMARY KEY,
  -- The plan id of spec §3 ('NICE_2025'…): clients find a subscription's plan by its price's lookup key.
  lookup_key text NOT NULL UNIQUE,
  unit_amount integer NOT NULL CHECK (unit_amount >= 0),
  billing_interval text NOT NULL CHECK (billing_interval IN ('year', 'month')),
  -- Inactive (legacy) prices stay for the subscriptions that use them but cannot be bought.
  active boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Spec §9. The ids are the ones the seed already gave demo subscriptions, so existing rows keep pointing at them.
INSERT INTO prices (id, lookup_key, unit_amount, billing_interval, active) VALUES
  ('price_nice_2025', 'NICE_2025', 19999, 'year', true),
  ('price_very_nice_2025', 'VERY_NICE_2025', 99999, 'year', true),
  ('price_super_nice_2025', 'SUPER_NICE_2025', 499999, 'year', true),
  ('price_nice_2023', 'NICE_2023', 19999, 'year', false),
  ('price_very_nice_2023', 'VERY_NICE_2023', 49999, 'year', false),
  ('price_super_nice_2023', 'SUPER_NICE_2023', 99999, 'year', false),
  ('price_nice_2021', 'NICE_2021', 9999, 'year', false),
  ('price_nice_monthly', 'NICE_MONTHLY', 2999, 'month', false);

CREATE TABLE coupons (
  id text PRIMARY KEY,
  name text NOT NULL,
  amount_off integer CHECK (amount_off > 0),
  percent_off numeric(5, 2) CHECK (percent_off > 0 AND percent_off <= 100),
  -- When set, the coupon discounts only that product type (spec §3); memberships are SUBSCRIPTION.
  product_type text CHECK (product_type IN
    ('DIGITAL', 'FULFILLMENT_SERVICE_ADD_ON', 'PRODUCT', 'SERVICE_ADD_ON', 'PRINT', 'SUBSCRIPTION')),
  -- 'once': the discount applies to the first invoice only, never to renewals.
  duration text NOT NULL DEFAULT 'once' CHECK (duration = 'once'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((amount_off IS NULL) <> (percent_off IS NULL))
);

-- What a customer types. Codes are stored upper-case and looked up upper-cased, so matching ignores case.
CREATE TABLE promotion_codes (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code = upper(code)),
  coupon_id text NOT NULL REFERENCES coupons (id),
  active boolean NOT NULL DEFAULT true,
  expires_at timestamptz,
  max_redemptions integer CHECK (max_redemptions > 0),
  times_redeemed integer NOT NULL DEFAULT 0 CHECK (times_redeemed >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (max_redemptions IS NULL OR times_redeemed <= max_redemptions)
);

INSERT INTO coupons (id, name, amount_off, percent_off, product_type) VALUES
  ('ten-percent-off', '10% off', NULL, 10, NULL),
  ('five-dollars-off', '$5 off', 500, NULL, NULL),
  ('prints-twenty-percent-off', '20% off prints', NULL, 20, 'PRINT'),
  ('fifteen-percent-off', '15% off', NULL, 15, NULL),
  ('twenty-five-percent-off', '25% off', NULL, 25, NULL),
  ('twenty-percent-off', '20% off', NULL, 20, NULL);

INSERT INTO promotion_codes (id, code, coupon_id, active, expires_at, max_redemptions, times_redeemed) VALUES
  ('promo_nicefilm10', 'NICEFILM10', 'ten-percent-off', true, NULL, NULL, 0),
  ('promo_welcome5', 'WELCOME5', 'five-dollars-off', true, NULL, NULL, 0),
  ('promo_prints20', 'PRINTS20', 'prints-twenty-percent-off', true, NULL, NULL, 0),
  ('promo_expired15', 'EXPIRED15', 'fifteen-percent-off', true, '2025-01-01T00:00:00Z', NULL, 0),
  ('promo_first100', 'FIRST100', 'twenty-five-percent-off', true, NULL, 100, 100),
  ('promo_summer24', 'SUMMER24', 'twenty-percent-off', false, NULL, NULL, 0);

-- A card attached to a customer. Only brand and last 4 digits are kept, as a processor shows them.
CREATE TABLE payment_methods (
  id text PRIMARY KEY,
  payment_customer_id text NOT NULL REFERENCES payment_customers (id) ON DELETE CASCADE,
  -- The test token the card came from ('tok_visa'…): it decides whether charging the card succeeds.
  test_token text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_methods_customer ON payment_methods (payment_customer_id);

ALTER TABLE payment_customers
  ADD COLUMN default_payment_method_id text REFERENCES payment_methods (id) ON DELETE SET NULL;

-- Subscriptions now point at a price instead of copying its lookup key and amount. Before this migration only the
-- seed wrote subscriptions, always with one of the price ids above.
ALTER TABLE subscriptions
  ADD CONSTRAINT subscriptions_price FOREIGN KEY (price_id) REFERENCES prices (id),
  ADD COLUMN current_period_start timestamptz,
  ADD COLUMN promotion_code_id text REFERENCES promotion_codes (id);
UPDATE subscriptions s SET current_period_start = s.current_period_end - ('1 ' || p.billing_interval)::interval
FROM prices p WHERE p.id = s.price_id;
ALTER TABLE subscriptions
  ALTER COLUMN current_period_start SET NOT NULL,
  DROP COLUMN lookup_key,
  DROP COLUMN unit_amount;

-- One row per successful charge. A declined charge rolls its whole purchase back and is only logged, so no
-- 'failed' rows are written today; the status is there for a processor that reports failures later.
CREATE TABLE invoices (
  id text PRIMARY KEY,
  payment_customer_id text NOT NULL REFERENCES payment_customers (id) ON DELETE CASCADE,
  subscription_id text REFERENCES subscriptions (id),
  payment_method_id text REFERENCES payment_methods (id),
  promotion_code_id text REFERENCES promotion_codes (id),
  description text NOT NULL,
  subtotal integer NOT NULL CHECK (subtotal >= 0),
  discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= subtotal),
  amount integer NOT NULL CHECK (amount = subtotal - discount),
  status text NOT NULL CHECK (status IN ('paid', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_customer ON invoices (payment_customer_id);
