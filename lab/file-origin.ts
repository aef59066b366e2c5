import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

// The reference lab's object storage (docs/decisions/101-files-origin.md): the routes of the `files` feature, served
// on an origin of their own. A real lab links scans, labels and pictures to its object storage; a documented-only
// lab (LAB_CONTRACT=documented) does the same, so the browser loads those links directly from another origin, as
// it would from a bucket, and the API's origin answers none of them.

const FROM_STORAGE = Symbol('filmlab.storage');

/** True for a request that reached the lab through its storage origin. */
export function viaStorageOrigin(raw: IncomingMessage): boolean {
  return (raw as IncomingMessage & { [FROM_STORAGE]?: true })[FROM_STORAGE] === true;
}

/** Answers any origin: a signed link is the key, no cookie or token travels (as a public bucket's CORS rule). */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-length, content-range, content-disposition, etag, last-modified',
} as const;

/**
 * Listens on a second port and routes its requests through the lab app (same routes, hooks and handlers), marked
 * as storage requests; CORS preflights are answered here. The lab's documented-only hook then lets only the `files`
 * routes through on this origin, and none of them on the API's.
 */
export async function listenStorageOrigin(
  app: FastifyInstance,
  options: { host: string; port: number },
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD, PUT',
        'access-control-allow-headers': 'content-type, range',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    (request as IncomingMessage & { [FROM_STORAGE]?: true })[FROM_STORAGE] = true;
    app.routing(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
