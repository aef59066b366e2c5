import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Dispatcher, Pool } from 'undici';
import { z } from 'zod';
import { type FeatureGuard, featureUnavailable, offFeature } from './feature-guard.js';

/** Where the lab's signed file links are served on this BFF: the same relative path the lab answers. */
export const LABEL_FILES_PATH = '/files/labels/';

const labelFile = z.string().regex(/^[0-9a-f]{32}\.png$/);
// The signed link's own query; anything else is not passed on.
const linkQuery = z.object({
  expires: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});

/** Scan files, contact sheets and upload links (docs/lab-behaviour.md "Files"): the lab's key grammar. */
const BLOB_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}(\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}){0,6}$/;
const scanLinkQuery = linkQuery.extend({ download: z.literal('1').optional() });
/** The lab's upload limit (LAB_MAX_SCAN_BYTES, default 200 MB): refused here before a byte is sent on. */
export const MAX_UPLOAD_BYTES = Number(process.env.LAB_MAX_SCAN_BYTES) || 200 * 1024 * 1024;
const UPLOAD_TYPES = ['image/jpeg', 'image/tiff', 'image/png', 'application/octet-stream'];
/** An upload is processed (thumbnails, mid-res) before the lab answers. */
const UPLOAD_TIMEOUT_MS = 300_000;
/** Scan files also answer Range: the range asked for and the partial answer's headers pass through. */
const SCAN_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
] as const;

/** The download as the lab made it: its type, fixed file name (spec §2) and length. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control'] as const;

export interface FilesProxyOptions {
  labApiUrl: string;
  labTimeoutMs: number;
  labConnectTimeoutMs: number;
  labPoolConnections: number;
  /** The lab's features (LabFeatures): a route of a feature that is off is answered here, never called. */
  features?: FeatureGuard;
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
    const off = offFeature(options.features, 'GET', `${LABEL_FILES_PATH}${request.params.name || '-'}`);
    if (off) return featureUnavailable(reply, off);
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

  registerScanFiles(app, pool, basePath, options);
}

/** The key after the prefix and the link's own query, or null when either is not one the lab could have signed. */
function scanLink(request: FastifyRequest) {
  const key = (request.params as { '*'?: string })['*'] ?? '';
  const query = scanLinkQuery.safeParse(request.query);
  if (!BLOB_KEY.test(key) || !query.success) return null;
  return { key, search: new URLSearchParams(query.data as Record<string, string>).toString() };
}

/**
 * GET /files/scans/*, GET /files/contact-sheets/* and PUT /files/uploads/*: the lab's signed scan links work
 * against this origin. Bodies stream both ways (an upload is never held in memory); Range, content-length and
 * the partial answer's headers pass through; the lab's 4xx answers (bad link, too large, wrong type, unreadable
 * image, already uploaded) pass through with its message.
 */
function registerScanFiles(
  app: FastifyInstance,
  pool: Pool,
  basePath: string,
  options: FilesProxyOptions,
): void {
  const timeoutMs = options.labTimeoutMs;
  /** The feature the lab route of this request belongs to, when it is off. */
  const off = (method: string, prefix: string, request: FastifyRequest) =>
    offFeature(options.features, method, `${prefix}${(request.params as { '*'?: string })['*'] || '-'}`);
  for (const kind of ['scans', 'contact-sheets'] as const) {
    app.get(`/files/${kind}/*`, async (request, reply) => {
      const feature = off('GET', `/files/${kind}/`, request);
      if (feature) return featureUnavailable(reply, feature);
      const link = scanLink(request);
      if (!link) return answer(reply, 403, 'This link is invalid');
      const headers: Record<string, string> = { 'x-request-id': String(request.id) };
      for (const name of ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      let upstream: Dispatcher.ResponseData;
      try {
        upstream = await pool.request({
          method: 'GET',
          path: `${basePath}/files/${kind}/${link.key}?${link.search}`,
          headers,
          headersTimeout: timeoutMs,
          bodyTimeout: UPLOAD_TIMEOUT_MS,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'lab scan file unavailable');
        return answer(reply, 502, 'The file is unavailable right now. Please try again.');
      }
      return relay(reply, upstream, SCAN_HEADERS);
    });
  }

  // Encapsulated: only these routes take image bodies, as a stream.
  app.register(async (scoped) => {
    scoped.addContentTypeParser(UPLOAD_TYPES, (_request, payload, done) => done(null, payload));
    scoped.put('/files/uploads/*', async (request, reply) => {
      const feature = off('PUT', '/files/uploads/', request);
      if (feature) return featureUnavailable(reply, feature);
      const link = scanLink(request);
      if (!link) return answer(reply, 403, 'This link is invalid');
      const type = request.headers['content-type'] ?? '';
      if (!UPLOAD_TYPES.includes(type.split(';')[0]?.trim() ?? '')) {
        return answer(reply, 415, 'Only JPEG, TIFF and PNG files can be uploaded');
      }
      // No content-length and no chunked body is an empty body (RFC 9112 §6.3): an empty file, which the lab
      // refuses as such (and drops a print draft's link with it). Only a chunked body of unknown length is a 411.
      const length = request.headers['content-length'];
      if (length === undefined && request.headers['transfer-encoding'] !== undefined) {
        return answer(reply, 411, 'The file length is needed');
      }
      const declared = length === undefined ? 0 : Number(length);
      if (!Number.isInteger(declared) || declared < 0) return answer(reply, 411, 'The file length is needed');
      if (declared > MAX_UPLOAD_BYTES) return answer(reply, 413, 'This file is larger than the lab accepts');
      let upstream: Dispatcher.ResponseData;
      try {
        upstream = await pool.request({
          method: 'PUT',
          path: `${basePath}/files/uploads/${link.key}?${link.search}`,
          headers: {
            'content-type': type,
            'content-length': String(declared),
            'x-request-id': String(request.id),
          },
          body: declared === 0 ? '' : (request.body as NodeJS.ReadableStream).pipe(limited(declared)),
          headersTimeout: UPLOAD_TIMEOUT_MS,
          bodyTimeout: timeoutMs,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'lab upload failed');
        return answer(reply, 502, 'The upload did not reach the lab. Please try again.');
      }
      return relay(reply, upstream, ['content-type', 'content-length']);
    });
  });
}

/** Passes at most `bytes` on: a body longer than its content-length is cut off with an error. */
function limited(bytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > bytes) callback(new Error('The body is longer than its content-length'));
      else callback(null, chunk);
    },
  });
}

async function relay(reply: FastifyReply, upstream: Dispatcher.ResponseData, passed: readonly string[]) {
  const status = upstream.statusCode;
  if (status >= 400 && status < 500) {
    const body = (await upstream.body.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
    const message = typeof body.message === 'string' ? body.message : 'This file is not available';
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ message, status, ...(Array.isArray(body.errors) ? { errors: body.errors } : {}) });
  }
  if (status !== 200 && status !== 206 && status !== 304) {
    await upstream.body.dump();
    return answer(reply, 502, 'The file is unavailable right now. Please try again.');
  }
  for (const header of passed) {
    const value = upstream.headers[header];
    if (typeof value === 'string') reply.header(header, value);
  }
  return reply.code(status).send(status === 304 ? undefined : upstream.body);
}

function answer(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ message, status });
}
