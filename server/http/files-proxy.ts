import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Dispatcher, Pool } from 'undici';
import { z } from 'zod';

/** Where the lab's signed file links are served on this BFF: the same relative path the lab answers. */
export const LABEL_FILES_PATH = '/files/labels/';

const labelFile = z.string().regex(/^[0-9a-f]{32}\.png$/);
// The signed link's own query; anything else is not passed on.
const linkQuery = z.object({
  expires: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});

/** The download as the lab made it: its type, fixed file name (spec §2) and length. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control'] as const;

export interface FilesProxyOptions {
  labApiUrl: string;
  labTimeoutMs: number;
  labConnectTimeoutMs: number;
  labPoolConnections: number;
}

/**
 * GET /files/labels/:name streams the lab's /files/labels/:name with the link's expiry and signature, so the
 * relative labelUrl the lab answers works against this origin (the browser cannot reach the lab). The lab checks
 * the signature; its 403 and 404 pass through, any other failure is a 502. Its own small pool, as the image
 * proxy has: a download must not hold the connections GraphQL calls wait for.
 */
export function registerFilesProxy(app: FastifyInstance, options: FilesProxyOptions): void {
  const base = new URL(options.labApiUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, {
    connections: Math.max(1, Math.ceil(options.labPoolConnections / 4)),
    keepAliveTimeout: 30_000,
    headersTimeout: options.labTimeoutMs,
    bodyTimeout: options.labTimeoutMs,
    connect: { timeout: options.labConnectTimeoutMs },
  });
  app.addHook('onClose', async () => {
    await pool.close();
  });

  app.get<{ Params: { name: string } }>(`${LABEL_FILES_PATH}:name`, async (request, reply) => {
    const name = labelFile.safeParse(request.params.name);
    if (!name.success) return answer(reply, 404, 'Label not found');
    const query = linkQuery.safeParse(request.query);
    if (!query.success) return answer(reply, 403, 'This label link is invalid');
    const search = new URLSearchParams(query.data).toString();

    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await pool.request({
        method: 'GET',
        path: `${basePath}${LABEL_FILES_PATH}${name.data}?${search}`,
        headers: { accept: 'image/png', 'x-request-id': String(request.id) },
      });
    } catch (error) {
      request.log.warn({ err: error }, 'lab label file unavailable');
      return answer(reply, 502, 'The label is unavailable right now. Please try again.');
    }
    if (upstream.statusCode === 403 || upstream.statusCode === 404) {
      // The lab's own message says which: an invalid or an expired link, or no such label.
      const body = (await upstream.body.json().catch(() => ({}))) as { message?: unknown };
      const fallback = upstream.statusCode === 403 ? 'This label link is invalid' : 'Label not found';
      return answer(reply, upstream.statusCode, typeof body.message === 'string' ? body.message : fallback);
    }
    if (upstream.statusCode !== 200) {
      await upstream.body.dump();
      request.log.warn({ status: upstream.statusCode }, 'lab answered a label request oddly');
      return answer(reply, 502, 'The label is unavailable right now. Please try again.');
    }
    for (const header of PASSED_HEADERS) {
      const value = upstream.headers[header];
      if (typeof value === 'string') reply.header(header, value);
    }
    return reply.code(200).send(upstream.body);
  });
}

function answer(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ message, status });
}
