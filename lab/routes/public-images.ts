import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors';

// The demo photographs (scripts/community-images/), served by the lab itself as a real lab serves its storage
// links. File names never change content, so they may be cached for good.
const IMAGE_DIR = fileURLToPath(new URL('../assets/community/', import.meta.url));
const IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,100}\.(webp|jpg)$/;
const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** An absolute link to one image, on the host and scheme the caller used to reach the lab. */
export function imageUrl(request: FastifyRequest, name: string): string {
  return `${request.protocol}://${request.host}/public/images/${encodeURIComponent(name)}`;
}

export function publicImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/public/images/:name', async (request, reply) => {
    const { name } = request.params;
    const match = IMAGE_NAME.exec(name);
    if (!match) throw notFound('Image not found');
    const body = await readFile(`${IMAGE_DIR}${name}`).catch(() => {
      throw notFound('Image not found');
    });
    return reply
      .header('content-type', CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
