import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { GRAPHQL_PATH } from '../graphql/register.js';
import { BOOT_SCRIPT_HASH } from '../prerendered-pages.js';

export interface SecurityHeaderOptions {
  graphiql: boolean;
  graphiqlCdn: string;
  /** Extra image origins (e.g. where profile images live). */
  imgSources: string[];
  /**
   * Where the lab's file links point (FILE_ORIGINS: its object storage): images, media and fetch() (the browser
   * fetches scans to zip them), so in img-src, media-src and connect-src.
   */
  fileOrigins?: string[];
  /** CSP hashes of the prerendered pages' inline stylesheets. */
  styleHashes: string[];
}

// helmet computes the headers once, and each reply gets a copy: @fastify/helmet would rebuild helmet's middleware
// on every request (about a quarter of a millisecond here) for headers that never change.

/** The headers helmet would set for these options. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet only sets and removes headers on the response: a stand-in that records them is all it needs.
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Helmet's headers with a Content-Security-Policy the web client satisfies: it is served by this BFF, so
 * its scripts, styles and API calls are 'self'; images may also be data: and blob: URLs (previews).
 * GraphiQL (when on) loads React and its bundle from a CDN and uses inline styles: only /graphiql gets
 * a policy that allows those.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const directives = cspDirectives(options);
  const strict = helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives } });
  const cdn = options.graphiqlCdn;
  const graphiql = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...directives,
        scriptSrc: ["'self'", cdn],
        styleSrc: ["'self'", "'unsafe-inline'", cdn],
        fontSrc: ["'self'", 'data:', cdn],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
  });

  const api = apiHeaders(strict);

  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === GRAPHQL_PATH) reply.headers(api);
    else {
      const ide = options.graphiql && (request.url === '/graphiql' || request.url.startsWith('/graphiql/'));
      reply.headers(ide ? graphiql : strict);
    }
    done();
  });
}

/** The strict policy's directives (pages and files); exported for its tests. */
export function cspDirectives(
  options: Pick<SecurityHeaderOptions, 'imgSources' | 'styleHashes' | 'fileOrigins'>,
) {
  const files = options.fileOrigins ?? [];
  return {
    defaultSrc: ["'self'"],
    // The prerendered pages' boot script (server/prerendered-pages.ts), allowed by its hash.
    scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
    // The prerendered pages inline their stylesheets (decision 042); each is allowed by its hash.
    styleSrc: ["'self'", ...options.styleHashes],
    // Style attributes in prerendered markup (sizes React computes); stylesheets stay 'self' only.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...options.imgSources, ...files],
    mediaSrc: ["'self'", ...files],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...files],
    workerSrc: ["'self'", 'blob:'],
    // Video reviews on the landing page embed YouTube's privacy-enhanced player (no cookies until played).
    frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Helmet's default would upgrade the http://localhost client's own assets to https and break it;
    // HSTS covers https deployments.
    upgradeInsecureRequests: null,
  };
}

/**
 * Helmet's headers that govern only a document a browser renders, and so say nothing on a GraphQL answer
 * (JSON, `nosniff`, never a page): COOP and Origin-Agent-Cluster shape a top-level document's browsing context
 * and agent cluster; X-DNS-Prefetch-Control is about the links in a page; X-Download-Options is old Internet
 * Explorer opening a downloaded HTML file; X-XSS-Protection: 0 switches off an old browsers' HTML filter;
 * X-Permitted-Cross-Domain-Policies is read from Adobe cross-domain policy files. Pages and files keep them.
 * Decision 090 gives the reasoning, and why the rest stay on /graphql.
 */
const DOCUMENT_ONLY = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
  'x-permitted-cross-domain-policies',
]);

/** The headers for /graphql answers: the strict set without the document-only ones, made once. */
function apiHeaders(strict: Record<string, string>): Record<string, string> {
  return Object.freeze(
    Object.fromEntries(Object.entries(strict).filter(([name]) => !DOCUMENT_ONLY.has(name))),
  ) as Record<string, string>;
}
