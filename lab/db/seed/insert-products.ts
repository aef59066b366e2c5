import type { Queryable } from '../database';
import { SEED_PRODUCTS } from './products-data';

export async function insertSeedProducts(tx: Queryable): Promise<void> {
  for (const p of SEED_PRODUCTS) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO products (name, url_name, sku, product_type, price, member_price, stock, collection,
         metadata_type, summary, colors)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        p.name,
        p.urlName,
        p.sku,
        p.productType,
        p.price,
        p.memberPrice,
        p.stock,
        p.collection,
        p.metadataType,
        p.summary,
        p.colors,
      ],
    );
    for (const [position, [title, description, filterable]] of p.details.entries()) {
      await tx.query(
        'INSERT INTO product_details (product_id, title, description, filterable, position) VALUES ($1, $2, $3, $4, $5)',
        [rows[0]!.id, title, description, filterable, position],
      );
    }
  }
}
