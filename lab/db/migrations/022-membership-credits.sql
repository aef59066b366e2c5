-- Membership credits as spec §3 shows them: the User's credits[] (productId), one entry per credit left in the
-- current period (docs/decisions/098-documented-money.md). The lab needs to know what each plan grants for that.

-- The product one credit of each kind stands for, named (url_name, GET /products/name/{name}) by the order line keys
-- of spec §3's add-ons. Out of the shop (inactive): a plan grants credits, nobody buys one.
INSERT INTO products (name, url_name, sku, product_type, price, stock, collection, metadata_type, summary, colors,
  active) VALUES
  ('Dev + Scan credit', 'devscan', 'CREDIT-DEVSCAN', 'FULFILLMENT_SERVICE_ADD_ON', 1799, 0, 'Services', 'credit',
    'One roll developed and scanned, from a membership''s credits.', ARRAY['#241d17', '#e7a33e'], false),
  ('4K scan credit', '4kscans', 'CREDIT-4KSCANS', 'SERVICE_ADD_ON', 1199, 0, 'Services', 'credit',
    'One roll scanned in 4K, from a membership''s credits.', ARRAY['#241d17', '#3e7be7'], false),
  ('Rush credit', 'rush', 'CREDIT-RUSH', 'SERVICE_ADD_ON', 1499, 0, 'Services', 'credit',
    'One roll rushed, from a membership''s credits.', ARRAY['#241d17', '#c4501b'], false),
  ('Pro scan credit', 'proscans', 'CREDIT-PROSCANS', 'SERVICE_ADD_ON', 1999, 0, 'Services', 'credit',
    'One roll pro-scanned, from a membership''s credits.', ARRAY['#241d17', '#5aa469'], false);

-- Which product stands for which credit kind (order_credits.kind), in the order credits[] lists them.
CREATE TABLE credit_products (
  kind text PRIMARY KEY CHECK (kind IN ('DEV_SCAN', 'SCAN_4K', 'RUSH', 'PRO_SCAN')),
  product_id integer NOT NULL UNIQUE REFERENCES products (id),
  position integer NOT NULL UNIQUE
);
INSERT INTO credit_products (kind, product_id, position)
SELECT x.kind, p.id, x.position
FROM (VALUES ('DEV_SCAN', 'devscan', 1), ('SCAN_4K', '4kscans', 2), ('RUSH', 'rush', 3), ('PRO_SCAN', 'proscans', 4))
  AS x (kind, url_name, position)
JOIN products p ON p.url_name = x.url_name;

-- What a plan grants per period (spec §9; Super Nice's pro credits are 9, as its benefits list and the calculator
-- say: decision 010). No row: none of that kind. NULL: unlimited, which credits[] cannot list one by one, so it lists
-- none and clients take the plan's word (Super Nice's rush).
CREATE TABLE plan_credit_allowances (
  lookup_key text NOT NULL REFERENCES prices (lookup_key),
  kind text NOT NULL REFERENCES credit_products (kind),
  allowance integer CHECK (allowance > 0),
  PRIMARY KEY (lookup_key, kind)
);
INSERT INTO plan_credit_allowances (lookup_key, kind, allowance) VALUES
  ('NICE_2025', 'DEV_SCAN', 10), ('NICE_2025', 'SCAN_4K', 3), ('NICE_2025', 'RUSH', 3),
  ('VERY_NICE_2025', 'DEV_SCAN', 30), ('VERY_NICE_2025', 'SCAN_4K', 30), ('VERY_NICE_2025', 'RUSH', 30),
  ('VERY_NICE_2025', 'PRO_SCAN', 3),
  ('SUPER_NICE_2025', 'DEV_SCAN', 90), ('SUPER_NICE_2025', 'SCAN_4K', 90), ('SUPER_NICE_2025', 'RUSH', NULL),
  ('SUPER_NICE_2025', 'PRO_SCAN', 9),
  ('NICE_2023', 'DEV_SCAN', 10),
  ('VERY_NICE_2023', 'DEV_SCAN', 20),
  ('SUPER_NICE_2023', 'DEV_SCAN', 30),
  ('NICE_2021', 'DEV_SCAN', 10),
  ('NICE_MONTHLY', 'DEV_SCAN', 3);
