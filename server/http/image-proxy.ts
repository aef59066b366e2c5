import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Dispatcher, Pool } from 'undici';
import { z } from 'zod';
import { type FeatureGuard, featureUnavailable, offFeature } from './feature-guard.js';

/** Where the BFF serves the lab's community images: same origin, so the strict CSP (img-src 'self') holds. */
export const IMAGE_PATH = '/images/';

const imageName = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+\.(webp|jpg|jpeg|png|avif)$/);

/** The only query an image link may carry: a version that makes a changed picture a new link. */
const VERSION_QUERY = /^v=[0-9a-z]{1,32}$/;

/** Lab answers passed through to the browser (hop-by-hop and lab-internal headers stay behind). */
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control'] as const;
/** When the lab says nothing about caching: a day, then revalidate. */
const DEFAULT_CACHE = 'public, max-age=86400';

export interface ImageProxyOptions {
  labApiUrl: string;
  labTimeoutMs: number;
  labConnectTimeoutMs: number;
  labPoolConnections: number;
  /** The lab's features (LabFeatures): with `files` off the lab serves no images, and is not asked. */
  features?: FeatureGuard;
}

/** Turns the lab's absolute image links into this BFF's /images/ links; other URLs (a CDN) stay as they are. */
export class LabImageUrls {
  /** `<LAB_API_URL>/public/images/`, the prefix of every link the lab answers for its own storage. */
  readonly labPrefix: string;

  constructor(labApiUrl: string) {
    const url = new URL(labApiUrl);
    this.labPrefix = `${url.origin}${url.pathname.replace(/\/+$/, '')}/public/images/`;
  }

  /**
   * A drawn product picture's link carries its look's version (`?v=`, which changes with the product's colours):
   * kept, so the browser's link changes too; the proxy itself never sends it on (the lab draws the current look).
   */
  local(url: string): string {
    if (!url.startsWith(this.labPrefix)) return url;
    const [name = '', query, ...more] = url.slice(this.labPrefix.length).split('?');
    if (!imageName.safeParse(name).success || more.length > 0) return url;
    if (query === undefined) return `${IMAGE_PATH}${name}`;
    return VERSION_QUERY.test(query) ? `${IMAGE_PATH}${name}?${query}` : url;
  }
}

/**
 * GET /images/:name streams `<LAB_API_URL>/public/images/:name` to the browser, which cannot reach the lab.
 * Its own keep-alive pool: image bodies stream for longer than JSON calls and must not hold the connections
 * GraphQL resolvers wait for (and the transport's retries and breaker are about those calls, not images).
 * Only the image, its type and its caching headers pass; any lab failure is a plain 404 or 502.
 */
export function registerImageProxy(app: FastifyInstance, options: ImageProxyOptions): void {
  const urls = new LabImageUrls(options.labApiUrl);
  const base = new URL(options.labApiUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, {
    connections: options.labPoolConnections,
    keepAliveTimeout: 30_000,
    headersTimeout: options.labTimeoutMs,
    bodyTimeout: options.labTimeoutMs,
    connect: { timeout: options.labConnectTimeoutMs },
  });
  app.decorate('labImages', urls);
  app.addHook('onClose', async () => {
    await pool.close();
  });

  app.get<{ Params: { name: string } }>(`${IMAGE_PATH}:name`, async (request, reply) => {
    const off = offFeature(options.features, 'GET', `/public/images/${request.params.name || '-'}`);
    if (off) return featureUnavailable(reply, off);
    const parsed = imageName.safeParse(request.params.name);
    if (!parsed.success) return notFound(reply);
    const name = parsed.data;
    const ifNoneMatch = request.headers['if-none-match'];
    const headers: Record<string, string> = { accept: 'image/*', 'x-request-id': String(request.id) };
    if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;

    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await pool.request({ method: 'GET', path: `${basePath}/public/images/${name}`, headers });
    } catch (error) {
      request.log.warn({ err: error, image: name }, 'lab image unavailable');
      return unavailable(reply);
    }
    const { statusCode } = upstream;
    if (statusCode === 304) {
      await upstream.body.dump();
      return notModified(reply, upstream.headers);
    }
    if (statusCode === 404 || statusCode === 410) {
      await upstream.body.dump();
      return notFound(reply);
    }
    const type = headerValue(upstream.headers['content-type']);
    if (statusCode !== 200 || !type?.startsWith('image/')) {
      await upstream.body.dump();
      request.log.warn({ image: name, status: statusCode, type }, 'lab answered an image request oddly');
      return unavailable(reply);
    }
    const etag = headerValue(upstream.headers.etag);
    if (etag && ifNoneMatch && matchesEtag(ifNoneMatch, etag)) {
      await upstream.body.dump();
      return notModified(reply, upstream.headers);
    }
    for (const header of PASSED_HEADERS) {
      const value = headerValue(upstream.headers[header]);
      if (value) reply.header(header, value);
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', DEFAULT_CACHE);
    return reply.code(200).send(upstream.body);
  });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Not Found', status: 404 });
}

function unavailable(reply: FastifyReply) {
  return reply
    .code(502)
    .header('cache-control', 'no-store')
    .send({ message: 'Image unavailable', status: 502 });
}

function notModified(reply: FastifyReply, headers: Dispatcher.ResponseData['headers']) {
  for (const header of ['etag', 'cache-control', 'last-modified'] as const) {
    const value = headerValue(headers[header]);
    if (value) reply.header(header, value);
  }
  return reply.code(304).send();
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): `*`, or any listed tag equal once W/ is ignored. */
function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The lab's image links rewritten to this BFF's /images/ (see registerImageProxy). */
    labImages: LabImageUrls;
  }
}
