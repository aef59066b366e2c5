import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  findProduct,
  insertProduct,
  listProducts,
  type ProductJson,
  productFilters,
  updateProduct,
} from '../db/queries/products';
import type { LabDeps } from '../deps';
import { HttpError, invalidField, notFound } from '../errors';
import { isUniqueViolation } from '../services/accounts';
import { requireAdmin, requireAuth } from '../services/auth';
import { HEX_COLOR_ERROR, HEX_COLOR_PATTERN, hexColor } from '../services/hex-color';
import { booleanQuery, idSchema, parseInput } from '../validation';
import { productImageUrl } from './public-images';

/** Image paths as absolute read links on the host the caller used (the BFF serves them same-origin). */
export const withLinks = (request: FastifyRequest, product: ProductJson): ProductJson => {
  const links = (images: ProductJson['images']) =>
    images.map((image) => ({ path: image.path, read: productImageUrl(request, product, image.path) }));
  return {
    ...product,
    images: links(product.images),
    details: product.details.map((detail) => ({ ...detail, images: links(detail.images) })),
  };
};

const PRODUCT_NOT_FOUND = 'Product not found';

// Query strings carry arrays as ids[]=1&ids[]=2 (spec §7) or ids=1,2; filters as filter=Format:35mm.
const list = (value: unknown) =>
  value === undefined ? undefined : (Array.isArray(value) ? value : String(value).split(',')).filter(Boolean);

export const productQuery = z.strictObject({
  'ids[]': z.preprocess(list, z.array(idSchema).max(100, { error: 'At most 100 ids' })).optional(),
  ids: z.preprocess(list, z.array(idSchema).max(100, { error: 'At most 100 ids' })).optional(),
  collection: z.string().trim().min(1).max(60).optional(),
  search: z.string().trim().max(100).optional(),
  filter: z
    .preprocess(
      (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
      z.array(z.string().regex(/^[^:]{1,60}:.{1,100}$/, { error: 'Filters look like Format:35mm' })).max(20),
    )
    .optional(),
  active: booleanQuery.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const filtersQuery = z.strictObject({
  collection: z.string().trim().min(1).max(60).optional(),
  active: booleanQuery.optional(),
});

export const productParams = z.strictObject({ id: idSchema });
export const productNameParams = z.strictObject({ name: z.string().min(1).max(120) });

const TYPE_PATHS = { digital: 'DIGITAL', service: 'SERVICE_ADD_ON', print: 'PRINT' } as const;

/**
 * The catalogue, for anyone signed in (spec §2: the shop needs a login). Staff's writes come with product
 * administration; the shop reads only active products unless it asks for `active=false`.
 */
export function productRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.get('/products', async (request) => {
    requireAuth(request);
    const query = parseInput(productQuery, request.query);
    const page = await listProducts(db, {
      ids: query['ids[]'] ?? query.ids,
      collection: query.collection,
      search: query.search,
      active: query.active,
      filters: query.filter?.map((pair) => {
        const at = pair.indexOf(':');
        return { title: pair.slice(0, at), description: pair.slice(at + 1) };
      }),
      limit: query.limit,
      offset: query.offset,
    });
    return { products: page.products.map((product) => withLinks(request, product)), count: page.count };
  });

  app.get('/products/filters', async (request) => {
    requireAuth(request);
    const { collection, active } = parseInput(filtersQuery, request.query);
    return productFilters(db, collection, active);
  });

  for (const [path, productType] of Object.entries(TYPE_PATHS)) {
    app.get(`/products/${path}`, async (request) => {
      requireAuth(request);
      const page = await listProducts(db, { productType, active: true, limit: 100, offset: 0 });
      return page.products.map((product) => withLinks(request, product));
    });
  }

  app.get('/products/name/:name', async (request) => {
    requireAuth(request);
    const { name } = parseInput(productNameParams, request.params);
    const product = await findProduct(db, { urlName: name });
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return withLinks(request, product);
  });

  app.get('/products/:id', async (request) => {
    requireAuth(request);
    const { id } = parseInput(productParams, request.params);
    const product = await findProduct(db, { id });
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return withLinks(request, product);
  });
}

const productType = z.enum([
  'DIGITAL',
  'FULFILLMENT_SERVICE_ADD_ON',
  'PRODUCT',
  'SERVICE_ADD_ON',
  'PRINT',
  'SUBSCRIPTION',
]);
const cents = z
  .number({ error: 'Must be a number of cents' })
  .int({ error: 'Whole cents' })
  .min(0)
  .max(10_000_000);
/** The drawn pictures' colours are extension fields of the `product-images` feature (not in spec §3's Product). */
export const PRODUCT_IMAGES_EXTENSION = { 'x-extension': 'product-images' } as const;
export const TWO_COLORS = 'Give two colours, or none for the default ones';

/** One colour through spec §5's hex colour helper: 3 or 6 hex digits, '#' optional, stored as '#rrggbb'. */
const hexColorSchema = z
  .string({ error: HEX_COLOR_ERROR })
  .trim()
  .regex(HEX_COLOR_PATTERN, { error: HEX_COLOR_ERROR })
  .transform(hexColor)
  .meta({ examples: ['#f2b33d', 'abc'] });

export const productBody = z.strictObject({
  name: z.string().trim().min(1, { error: 'Must not be empty' }).max(120),
  urlName: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Lower-case letters, digits and single dashes' })
    .max(120)
    .optional(),
  sku: z.string().trim().min(1, { error: 'Must not be empty' }).max(60),
  productType,
  price: cents,
  memberPrice: cents.nullable().optional(),
  stock: z.number().int().min(0).max(1_000_000).default(0),
  collection: z.string().trim().min(1, { error: 'Must not be empty' }).max(60),
  metadataType: z.string().trim().max(60).nullable().optional(),
  summary: z.string().trim().max(2000).default(''),
  active: z.boolean().default(true),
  colors: z
    .array(hexColorSchema)
    .max(2, { error: TWO_COLORS })
    .refine((colors) => colors.length !== 1, { error: TWO_COLORS })
    .optional()
    .meta(PRODUCT_IMAGES_EXTENSION)
    .describe(
      "The drawn pictures' two colours (main, band), each 3 or 6 hex digits with or without '#', stored as '#rrggbb'; [] draws the defaults. 400 'input is not a valid hex color.' on `colors.{i}`.",
    ),
});
export const productPatch = productBody.partial();
export const detailBody = z.strictObject({
  title: z.string().trim().min(1, { error: 'Must not be empty' }).max(60),
  description: z.string().trim().min(1, { error: 'Must not be empty' }).max(2000),
  filterable: z.boolean().default(false),
});
export const detailParams = z.strictObject({ id: idSchema, detailsId: idSchema });

const urlNameOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120) || 'product';

/** A second product with the same SKU or URL name is a 409 on that field; nothing is written. */
function uniqueConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = String((error as { constraint?: string }).constraint ?? '');
    const field = constraint.includes('url_name') ? 'urlName' : 'sku';
    const message = field === 'sku' ? 'Another product has this SKU' : 'Another product has this URL name';
    throw new HttpError(409, message, [{ field, message }]);
  }
  throw error;
}

export const MEMBER_PRICE_ABOVE_LIST = 'A member price is at most the list price';

/** A member price above the list price would charge members more (decision 104): a 400 on `memberPrice`. */
function assertMemberPriceAtMostList(price: number, memberPrice: number | null | undefined): void {
  if (memberPrice != null && memberPrice > price) {
    const list = `$${(price / 100).toFixed(2)}`;
    throw invalidField('memberPrice', `${MEMBER_PRICE_ABOVE_LIST} (${list})`);
  }
}

/** Product administration (ADMIN): the catalogue's writes, each in one transaction. */
export function productAdminRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.post('/products', async (request, reply) => {
    requireAdmin(request);
    const body = parseInput(productBody, request.body);
    assertMemberPriceAtMostList(body.price, body.memberPrice);
    const product = await db
      .transaction(async (tx) => {
        const id = await insertProduct(tx, { ...body, urlName: body.urlName ?? urlNameOf(body.name) });
        return findProduct(tx, { id });
      })
      .catch(uniqueConflict);
    return reply.status(201).send(product && withLinks(request, product));
  });

  app.put('/products/:id', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(productParams, request.params);
    const body = parseInput(productPatch, request.body);
    const product = await db
      .transaction(async (tx) => {
        await tx.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [id]);
        const before = await findProduct(tx, { id });
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        // The rule holds for the product as it will be: a new list price is checked against the member price kept.
        assertMemberPriceAtMostList(
          body.price ?? before.price,
          body.memberPrice === undefined ? before.memberPrice : body.memberPrice,
        );
        await updateProduct(tx, id, body);
        return findProduct(tx, { id });
      })
      .catch(uniqueConflict);
    return product && withLinks(request, product);
  });

  app.post('/products/:id/details', async (request, reply) => {
    requireAdmin(request);
    const { id } = parseInput(productParams, request.params);
    const body = parseInput(detailBody, request.body);
    const product = await db.transaction(async (tx) => {
      if (!(await findProduct(tx, { id }))) throw notFound(PRODUCT_NOT_FOUND);
      await tx.query(
        `INSERT INTO product_details (product_id, title, description, filterable, position)
         VALUES ($1, $2, $3, $4, (SELECT COALESCE(max(position) + 1, 0) FROM product_details WHERE product_id = $1))`,
        [id, body.title, body.description, body.filterable],
      );
      return findProduct(tx, { id });
    });
    return reply.status(201).send(product && withLinks(request, product));
  });

  app.get('/products/:id/details/:detailsId', async (request) => {
    requireAdmin(request);
    const { id, detailsId } = parseInput(detailParams, request.params);
    const product = await findProduct(db, { id });
    const detail = product?.details.find((entry) => entry.id === detailsId);
    if (!detail) throw notFound('Details not found');
    return detail;
  });

  app.put('/products/:id/details/:detailsId', async (request) => {
    requireAdmin(request);
    const { id, detailsId } = parseInput(detailParams, request.params);
    const body = parseInput(detailBody, request.body);
    const product = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE product_details SET title = $3, description = $4, filterable = $5
         WHERE id = $2 AND product_id = $1 RETURNING id`,
        [id, detailsId, body.title, body.description, body.filterable],
      );
      if (rows.length === 0) throw notFound('Details not found');
      return findProduct(tx, { id });
    });
    return product && withLinks(request, product);
  });

  app.delete('/products/:id/details/:detailsId', async (request) => {
    requireAdmin(request);
    const { id, detailsId } = parseInput(detailParams, request.params);
    const product = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'DELETE FROM product_details WHERE id = $2 AND product_id = $1 RETURNING id',
        [id, detailsId],
      );
      if (rows.length === 0) throw notFound('Details not found');
      return findProduct(tx, { id });
    });
    return product && withLinks(request, product);
  });
}
