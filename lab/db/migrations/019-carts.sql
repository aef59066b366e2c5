-- The shop's cart, kept for the user (docs/decisions/080-cart-and-checkout.md). Not an order: a cart never counts
-- as an open development order. Checkout turns it into a paid SHOP order and empties it.
CREATE TABLE cart_lines (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);

-- What an order is for: film to develop (the default) or a purchase from the shop.
ALTER TABLE orders ADD COLUMN kind text NOT NULL DEFAULT 'DEVELOPMENT' CHECK (kind IN ('DEVELOPMENT', 'SHOP'));
ALTER TABLE order_lines ADD COLUMN product_id integer REFERENCES products (id) ON DELETE SET NULL;
