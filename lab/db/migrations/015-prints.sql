-- Large-format prints (docs/decisions/083-print-papers-and-drafts.md): the papers the lab prints on, each with the
-- sizes it comes in and their prices (cents), and the customers' print drafts — the file they want printed, kept
-- in the blob store as it was uploaded and, once converted, as a JPEG the printer takes.
CREATE TABLE print_papers (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  paper_type text NOT NULL CHECK (paper_type IN ('GLOSSY', 'LUSTRE', 'MATTE', 'FINE_ART')),
  description text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE print_paper_sizes (
  id serial PRIMARY KEY,
  paper_id integer NOT NULL REFERENCES print_papers (id) ON DELETE CASCADE,
  -- Inches, the short side first: 8 x 10 is portrait or landscape as the customer places the picture.
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height >= width),
  price integer NOT NULL CHECK (price >= 0),
  UNIQUE (paper_id, width, height)
);

CREATE TABLE print_drafts (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  upload_key text NOT NULL UNIQUE,
  jpeg_key text,
  width integer,
  height integer,
  target_printer text,
  paper text,
  created_at timestamptz NOT NULL DEFAULT now(),
  converted_at timestamptz
);
CREATE INDEX print_drafts_user ON print_drafts (user_id, created_at DESC);

INSERT INTO print_papers (name, paper_type, description, position) VALUES
  ('Fujicolor Crystal Archive Lustre', 'LUSTRE', 'The lab''s everyday colour paper: a soft sheen, no glare.', 1),
  ('Fujicolor Crystal Archive Gloss', 'GLOSSY', 'Deep blacks and saturated colour behind a glossy surface.', 2),
  ('Hahnemühle Photo Rag 308', 'FINE_ART', 'Cotton rag, matte and textured, for prints that hang on a wall.', 3);

INSERT INTO print_paper_sizes (paper_id, width, height, price)
SELECT p.id, s.width, s.height, s.price * CASE p.paper_type WHEN 'FINE_ART' THEN 2 ELSE 1 END
FROM print_papers p
CROSS JOIN (VALUES (5, 7, 899), (8, 10, 1499), (11, 14, 2999), (16, 20, 5499), (20, 24, 7999)) AS s (width, height, price);

-- Vendor orders (docs/decisions/084-vendor-orders.md): an order's prints sent to an outside print shop (a VENDOR
-- user), which prints them, ships them to the customer and records the tracking number.
CREATE TABLE vendor_orders (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  vendor_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'ASSIGNED' CHECK (status IN ('ASSIGNED', 'PRINTED', 'SHIPPED')),
  carrier text CHECK (carrier IN ('FEDEX', 'USPS', 'UPS')),
  tracking_number text,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  printed_at timestamptz,
  shipped_at timestamptz
);
CREATE INDEX vendor_orders_vendor ON vendor_orders (vendor_id, assigned_at DESC);
