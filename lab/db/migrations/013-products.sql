-- The shop's catalogue (spec §3 'Product', §7 'Products'; docs/decisions/072-shop-catalogue.md). Prices in cents.

CREATE TABLE products (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- The name in the shop's URL (/products/{name}/detailed), e.g. 'kodak-portra-400-35mm'.
  url_name text NOT NULL UNIQUE CHECK (url_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  sku text NOT NULL UNIQUE,
  product_type text NOT NULL CHECK (product_type IN
    ('DIGITAL', 'FULFILLMENT_SERVICE_ADD_ON', 'PRODUCT', 'SERVICE_ADD_ON', 'PRINT', 'SUBSCRIPTION')),
  price integer NOT NULL CHECK (price >= 0),
  -- What members pay; null when members pay the list price.
  member_price integer CHECK (member_price >= 0),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  collection text NOT NULL,
  -- The catalogue's own kind ('film', 'chemistry', 'gift'…): spec §3 'metadata product_type'.
  metadata_type text,
  summary text NOT NULL DEFAULT '',
  -- Two colours for the product's drawn pictures (GET /public/product-images/…).
  colors text[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_collection ON products (collection, id) WHERE active;

-- A product's details: a titled description; filterable ones ('Format: 35mm') are the shop's filters.
CREATE TABLE product_details (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  filterable boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX product_details_product ON product_details (product_id, position, id);
CREATE INDEX product_details_filter ON product_details (title, description) WHERE filterable;
