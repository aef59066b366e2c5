-- Pictures staff upload for a product and for one of its details (docs/decisions/086-product-images.md).
-- A product's images are public image names (GET /public/images/{name}) in display order; NULL means the two
-- pictures the lab draws for it (product-{url_name}-front.webp and -side.webp), as every product had before.
ALTER TABLE products ADD COLUMN images text[];
ALTER TABLE product_details ADD COLUMN images text[] NOT NULL DEFAULT '{}';
