-- Print lines in the cart (docs/decisions/095-print-orders.md): a cart line is either a product (product_id) or a
-- print made to order — 4x6 prints of the customer's scans (cart_line_scans) or a large-format print of a converted
-- draft on a paper size. One line per product stays (UNIQUE (user_id, product_id) ignores the NULLs of print lines);
-- print lines are new lines each time.
ALTER TABLE cart_lines ALTER COLUMN product_id DROP NOT NULL;
ALTER TABLE cart_lines
  ADD COLUMN print_kind text CHECK (print_kind IN ('FOUR_BY_SIX', 'LARGE_FORMAT')),
  ADD COLUMN paper_size_id integer REFERENCES print_paper_sizes (id) ON DELETE CASCADE,
  ADD COLUMN draft_id text REFERENCES print_drafts (id) ON DELETE CASCADE,
  -- Inches of white border on each side: 4x6 takes 0 or 0.125, large format 0, 0.25, 0.5 or 1.
  ADD COLUMN border numeric(5, 3) NOT NULL DEFAULT 0 CHECK (border >= 0),
  ADD CONSTRAINT cart_lines_product_or_print CHECK (
    (product_id IS NOT NULL AND print_kind IS NULL AND paper_size_id IS NULL AND draft_id IS NULL)
    OR (product_id IS NULL AND print_kind = 'FOUR_BY_SIX' AND paper_size_id IS NULL AND draft_id IS NULL)
    OR (product_id IS NULL AND print_kind = 'LARGE_FORMAT' AND paper_size_id IS NOT NULL AND draft_id IS NOT NULL)
  );

-- The frames of a 4x6 line, in the order chosen. A scan deleted later drops out of the line.
CREATE TABLE cart_line_scans (
  line_id integer NOT NULL REFERENCES cart_lines (id) ON DELETE CASCADE,
  scan_id integer NOT NULL REFERENCES scans (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (line_id, scan_id)
);
CREATE INDEX cart_line_scans_scan ON cart_line_scans (scan_id);

-- An order's prints say which kind they are; a 4x6 print names the frame printed. 0.125 in needs three decimals.
ALTER TABLE order_prints
  ADD COLUMN kind text NOT NULL DEFAULT 'LARGE_FORMAT' CHECK (kind IN ('FOUR_BY_SIX', 'LARGE_FORMAT')),
  ADD COLUMN scan_id integer REFERENCES scans (id) ON DELETE SET NULL,
  ALTER COLUMN border TYPE numeric(5, 3);
CREATE INDEX order_prints_draft ON order_prints (draft_id) WHERE draft_id IS NOT NULL;
