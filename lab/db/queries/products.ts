import type { Queryable } from '../database';
import { iso } from './orders-json';

export interface ProductJson {
  id: number;
  name: string;
  urlName: string;
  sku: string;
  productType: string;
  price: number;
  memberPrice: number | null;
  stock: number;
  collection: string;
  metadata: { product_type: string | null };
  summary: string;
  colors: string[];
  images: Array<{ path: string; read?: string }>;
  details: Array<{
    id: number;
    title: string;
    description: string;
    filterable: boolean;
    images: Array<{ path: string; read?: string }>;
  }>;
  active: boolean;
  createdAt: string;
}

/** The two pictures the lab draws for a product (`p`) that has no uploaded ones list of its own. */
export const DRAWN_IMAGES = `ARRAY['product-' || p.url_name || '-front.webp', 'product-' || p.url_name || '-side.webp']`;

/** A text[] of image names as [{path}] in order. */
const imagesJson = (array: string) =>
  `COALESCE((SELECT json_agg(json_build_object('path', x) ORDER BY n) FROM unnest(${array}) WITH ORDINALITY AS u(x, n)), '[]'::json)`;

// Each product has two drawn pictures (front and side) under /public/images (lab/services/product-art.ts); the
// route turns each path into an absolute read link.
const PRODUCT_JSON = `json_build_object(
  'id', p.id, 'name', p.name, 'urlName', p.url_name, 'sku', p.sku, 'productType', p.product_type,
  'price', p.price, 'memberPrice', p.member_price, 'stock', p.stock, 'collection', p.collection,
  'metadata', json_build_object('product_type', p.metadata_type), 'summary', p.summary, 'active', p.active,
  'createdAt', ${iso('p.created_at')},
  'colors', to_json(p.colors),
  'images', ${imagesJson(`COALESCE(p.images, ${DRAWN_IMAGES})`)},
  'details', COALESCE((SELECT json_agg(json_build_object('id', d.id, 'title', d.title, 'description', d.description,
      'filterable', d.filterable, 'images', ${imagesJson('d.images')}) ORDER BY d.position, d.id)
    FROM product_details d WHERE d.product_id = p.id), '[]'::json))`;

export interface ProductQuery {
  ids?: number[];
  collection?: string;
  productType?: string;
  search?: string;
  /** 'Format:35mm' pairs: a product matches when it has every one. */
  filters?: Array<{ title: string; description: string }>;
  active?: boolean;
  limit: number;
  offset: number;
}

export async function listProducts(
  q: Queryable,
  query: ProductQuery,
): Promise<{ products: ProductJson[]; count: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.ids) where.push(`p.id = ANY (${add(query.ids)}::int[])`);
  if (query.collection) where.push(`p.collection = ${add(query.collection)}`);
  if (query.productType) where.push(`p.product_type = ${add(query.productType)}`);
  if (query.active !== undefined) where.push(`p.active = ${add(query.active)}`);
  if (query.search) {
    const term = add(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(p.name ILIKE ${term} OR p.sku ILIKE ${term} OR p.summary ILIKE ${term})`);
  }
  for (const filter of query.filters ?? []) {
    where.push(`EXISTS (SELECT 1 FROM product_details d WHERE d.product_id = p.id AND d.filterable
      AND d.title = ${add(filter.title)} AND d.description = ${add(filter.description)})`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const limit = add(query.limit);
  const offset = add(query.offset);
  const { rows } = await q.query<{ json: ProductJson; count: number }>(
    `SELECT ${PRODUCT_JSON} AS json, count(*) OVER ()::int AS count FROM products p ${clause}
     ORDER BY p.collection, p.id LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { products: rows.map((row) => row.json), count: rows[0]?.count ?? 0 };
}

export async function findProduct(
  q: Queryable,
  by: { id: number } | { urlName: string },
): Promise<ProductJson | null> {
  const [column, value] = 'id' in by ? ['p.id', by.id] : ['p.url_name', by.urlName];
  const { rows } = await q.query<{ json: ProductJson }>(
    `SELECT ${PRODUCT_JSON} AS json FROM products p WHERE ${column} = $1`,
    [value],
  );
  return rows[0]?.json ?? null;
}

/** The shop's filters: each filterable detail title with the values products of the collection carry. */
export async function productFilters(
  q: Queryable,
  collection: string | undefined,
  active: boolean | undefined,
) {
  const { rows } = await q.query<{ title: string; values: string[] }>(
    `SELECT d.title, array_agg(DISTINCT d.description ORDER BY d.description) AS values
     FROM product_details d JOIN products p ON p.id = d.product_id
     WHERE d.filterable AND ($1::text IS NULL OR p.collection = $1) AND ($2::boolean IS NULL OR p.active = $2)
     GROUP BY d.title ORDER BY min(d.position), d.title`,
    [collection ?? null, active ?? null],
  );
  const collections = await q.query<{ collection: string }>(
    'SELECT DISTINCT collection FROM products WHERE ($1::boolean IS NULL OR active = $1) ORDER BY collection',
    [active ?? null],
  );
  // Numbers in their order (ISO 50 before 100), words alphabetically.
  const order = new Intl.Collator('en', { numeric: true });
  const filters = rows.map((row) => ({ title: row.title, values: [...row.values].sort(order.compare) }));
  return { collections: collections.rows.map((row) => row.collection), filters };
}

export interface ProductInput {
  name: string;
  urlName: string;
  sku: string;
  productType: string;
  price: number;
  memberPrice?: number | null;
  stock: number;
  collection: string;
  metadataType?: string | null;
  summary: string;
  active: boolean;
  /** The drawn pictures' two colours as '#rrggbb' ([] for the defaults). */
  colors?: string[];
}

const PRODUCT_COLUMNS: Array<[keyof ProductInput, string]> = [
  ['name', 'name'],
  ['urlName', 'url_name'],
  ['sku', 'sku'],
  ['productType', 'product_type'],
  ['price', 'price'],
  ['memberPrice', 'member_price'],
  ['stock', 'stock'],
  ['collection', 'collection'],
  ['metadataType', 'metadata_type'],
  ['summary', 'summary'],
  ['active', 'active'],
  ['colors', 'colors'],
];

export async function insertProduct(q: Queryable, input: ProductInput): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO products (${PRODUCT_COLUMNS.map(([, column]) => column).join(', ')})
     VALUES (${PRODUCT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    PRODUCT_COLUMNS.map(([key]) => input[key] ?? (key === 'colors' ? [] : null)),
  );
  return rows[0]!.id;
}

/** Sets only the keys present in the patch. */
export async function updateProduct(q: Queryable, id: number, patch: Partial<ProductInput>): Promise<void> {
  const present = PRODUCT_COLUMNS.filter(([key]) => patch[key] !== undefined);
  if (present.length === 0) return;
  await q.query(
    `UPDATE products SET ${present.map(([, column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [id, ...present.map(([key]) => patch[key] ?? null)],
  );
}
