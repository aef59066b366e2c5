import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { DRAWN_IMAGES, findProduct } from '../db/queries/products';
import type { LabDeps } from '../deps';
import { conflict, HttpError, invalidField, notFound } from '../errors';
import { requireAdmin } from '../services/auth';
import { blobStoreFor } from '../services/blob-store';
import { detectFileType } from '../services/image-pipeline';
import { idSchema, parseInput } from '../validation';
import { withLinks } from './products';
import { PUBLIC_BLOB_PREFIX } from './public-images';

// Product pictures staff upload (docs/decisions/086-product-images.md, docs/lab-behaviour.md "Products"): a write link
// for the raw file, then "add" turns it into a WebP of at most 1600 px served as a public image, in order, on the
// product or on one of its details. DELETE …/images?path (spec §7) removes one.

/** Raw uploads wait under this prefix; the PUT /files/uploads/* route only stores them. */
export const PRODUCT_UPLOAD_PREFIX = 'product-images/';

/** At most this many pictures on a product, and on each detail. */
export const MAX_PRODUCT_IMAGES = 12;
const LONGEST_SIDE = 1600;
const UNREADABLE = 'This file is not a picture the lab can read';

export const productParams = z.strictObject({ id: idSchema });
export const detailParams = z.strictObject({ id: idSchema, detailsId: idSchema });
export const pathQuery = z.strictObject({
  path: z.string().regex(/^[a-z0-9][a-z0-9-]{0,100}\.(webp|jpg)$/, { error: 'Must be an image name' }),
});
export const uploadBody = z.strictObject({
  contentType: z.enum(['image/jpeg', 'image/png'], { error: 'Pictures must be JPEG or PNG files' }),
});
export const addBody = z.strictObject({
  key: z.string().max(200),
  detailsId: idSchema.optional(),
});

const PRODUCT_NOT_FOUND = 'Product not found';

/** The upload key of product `id` (bound to it: another product cannot take this file). */
const uploadKeyPattern = (id: number) => new RegExp(`^${PRODUCT_UPLOAD_PREFIX}p${id}-([0-9a-f]{32})$`);

export function productImageRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db, config } = deps;
  const store = () => blobStoreFor(config);

  app.post('/products/:id/image-uploads', async (request, reply) => {
    requireAdmin(request);
    const { id } = parseInput(productParams, request.params);
    parseInput(uploadBody, request.body);
    if (!(await findProduct(db, { id }))) throw notFound(PRODUCT_NOT_FOUND);
    const key = `${PRODUCT_UPLOAD_PREFIX}p${id}-${randomBytes(16).toString('hex')}`;
    const write = await store().signedWriteUrl(key);
    return reply.status(201).send({ key, write: write.url, expiresAt: write.expiresAt.toISOString() });
  });

  app.post('/products/:id/images', async (request, reply) => {
    requireAdmin(request);
    const { id } = parseInput(productParams, request.params);
    const { key, detailsId } = parseInput(addBody, request.body);
    const match = uploadKeyPattern(id).exec(key);
    if (!match) throw invalidField('key', 'Must be an upload link of this product');
    const name = `${PUBLIC_BLOB_PREFIX}product-${id}-${match[1]}.webp`;
    const file = await store()
      .read(key)
      .catch(() => {
        throw conflict('This picture was already added, or its upload has not arrived');
      });
    if (!detectFileType(file)) throw new HttpError(415, 'Pictures must be JPEG or PNG files');
    const webp = await sharp(file)
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw new HttpError(422, UNREADABLE, [{ field: 'key', message: UNREADABLE }]);
      });
    await store().put(`public/${name}`, webp, 'image/webp');
    const product = await db.transaction(async (tx) => {
      // Locks the product's row: two adds of the same file (a double click) cannot both pass the check below.
      const { rows } = await tx.query<{ images: string[] }>(
        detailsId
          ? 'SELECT d.images FROM product_details d WHERE d.id = $2 AND d.product_id = $1 FOR UPDATE'
          : `SELECT COALESCE(p.images, ${DRAWN_IMAGES}) AS images FROM products p WHERE p.id = $1 FOR UPDATE`,
        detailsId ? [id, detailsId] : [id],
      );
      const images = rows[0]?.images;
      if (!images) throw notFound(detailsId ? 'Details not found' : PRODUCT_NOT_FOUND);
      if (images.includes(name)) throw conflict('This picture was already added');
      if (images.length >= MAX_PRODUCT_IMAGES) {
        throw conflict(`A product holds at most ${MAX_PRODUCT_IMAGES} pictures: remove one first`);
      }
      if (detailsId) {
        await tx.query('UPDATE product_details SET images = images || $2::text WHERE id = $1', [
          detailsId,
          name,
        ]);
      } else {
        await tx.query('UPDATE products SET images = $2::text[] || $3::text WHERE id = $1', [
          id,
          images,
          name,
        ]);
      }
      return findProduct(tx, { id });
    });
    await store()
      .delete(key)
      .catch(() => {});
    return reply.status(201).send(withLinks(request, product!));
  });

  const remove = async (request: FastifyRequest, id: number, detailsId: number | null, path: string) => {
    const product = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ images: string[] }>(
        detailsId
          ? 'SELECT d.images FROM product_details d WHERE d.id = $2 AND d.product_id = $1 FOR UPDATE'
          : `SELECT COALESCE(p.images, ${DRAWN_IMAGES}) AS images FROM products p WHERE p.id = $1 FOR UPDATE`,
        detailsId ? [id, detailsId] : [id],
      );
      const images = rows[0]?.images;
      if (!images) throw notFound(detailsId ? 'Details not found' : PRODUCT_NOT_FOUND);
      if (!images.includes(path)) throw notFound('Picture not found');
      const left = images.filter((image) => image !== path);
      if (detailsId) {
        await tx.query('UPDATE product_details SET images = $2 WHERE id = $1', [detailsId, left]);
      } else {
        await tx.query('UPDATE products SET images = $2 WHERE id = $1', [id, left]);
      }
      return findProduct(tx, { id });
    });
    // Uploaded files go with their last reference; the drawn pictures are made on request and have no file.
    if (path.startsWith(PUBLIC_BLOB_PREFIX)) {
      await store()
        .delete(`public/${path}`)
        .catch(() => {});
    }
    return withLinks(request, product!);
  };

  app.delete('/products/:id/images', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(productParams, request.params);
    const { path } = parseInput(pathQuery, request.query);
    return remove(request, id, null, path);
  });

  app.delete('/products/:id/details/:detailsId/images', async (request) => {
    requireAdmin(request);
    const { id, detailsId } = parseInput(detailParams, request.params);
    const { path } = parseInput(pathQuery, request.query);
    return remove(request, id, detailsId, path);
  });
}
