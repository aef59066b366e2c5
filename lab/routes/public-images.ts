import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findProduct, type ProductJson } from '../db/queries/products';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { blobStoreFor } from '../services/blob-store';
import { type ArtProduct, artVersion, productArt } from '../services/product-art';

// The demo photographs (scripts/community-images/), served by the lab itself as a real lab serves its storage
// links. File names never change content, so they may be cached for good.
const IMAGE_DIR = fileURLToPath(new URL('../assets/community/', import.meta.url));
const IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,100}\.(webp|jpg)$/;
const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** An absolute link to one image, on the host and scheme the caller used to reach the lab. */
export function imageUrl(request: FastifyRequest, name: string): string {
  // On the storage origin when the lab has one (a documented-only lab, decision 101), else where the call came in.
  const origin = request.server.fileLinks?.base || `${request.protocol}://${request.host}`;
  return `${origin}/public/images/${encodeURIComponent(name)}`;
}

const PRODUCT_IMAGE = /^product-([a-z0-9]+(?:-[a-z0-9]+)*)-(front|side)\.webp$/;

/** What a product's drawn pictures show: its name, its two colours and its first filterable detail. */
export function artProductOf(product: ProductJson): ArtProduct {
  const detail = product.details.find((d) => d.filterable)?.description ?? product.collection;
  return { name: product.name, colors: product.colors, collection: product.collection, detail };
}

/**
 * The read link of one of a product's pictures. A drawn one carries its look's version (`?v=`), which the route
 * ignores: a changed colour or name is a new link, so browsers drop the old picture at once.
 */
export function productImageUrl(request: FastifyRequest, product: ProductJson, name: string): string {
  const link = imageUrl(request, name);
  const drawn = PRODUCT_IMAGE.exec(name);
  return drawn && drawn[1] === product.urlName ? `${link}?v=${artVersion(artProductOf(product))}` : link;
}

/** Names of public images kept in the blob store (copies made when a scan is submitted), not in assets. */
export const PUBLIC_BLOB_PREFIX = 'blob-';

export function publicImageRoutes(app: FastifyInstance, { db, config }: LabDeps): void {
  app.get<{ Params: { name: string } }>('/public/images/:name', async (request, reply) => {
    const { name } = request.params;
    const art = PRODUCT_IMAGE.exec(name);
    if (art) {
      const product = await findProduct(db, { urlName: art[1]! });
      if (!product) throw notFound('Image not found');
      const body = await productArt(artProductOf(product), art[2] as 'front' | 'side');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=86400')
        .send(body);
    }
    const match = IMAGE_NAME.exec(name);
    if (!match) throw notFound('Image not found');
    const read = name.startsWith(PUBLIC_BLOB_PREFIX)
      ? blobStoreFor(config).read(`public/${name}`)
      : readFile(`${IMAGE_DIR}${name}`);
    const body = await read.catch(() => {
      throw notFound('Image not found');
    });
    return reply
      .header('content-type', CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
