import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web client: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET that asks for a page (client-side routes).
 */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'no built web client found; run `npm run build` to serve it');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? LONG_CACHE : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.accept?.includes('text/html');
    if (!wantsPage || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'Not Found', status: 404 });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
