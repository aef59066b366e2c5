import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientRouteMatcher, readClientRoutes } from './http/client-routes.js';
import type { PageStatus } from './http/page-status.js';
import { PAGES_DIR, pathForPageFile, UNKNOWN_CITY_FILE } from './prerendered-pages.js';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const CITY_PAGE = /^\/film-developing-[^/]*\/?$/;

/** The prerendered public pages in `root`/pages, by path ('/' is pages/index.html). */
function prerenderedPages(root: string): Map<string, string> {
  const dir = resolve(root, PAGES_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html') && !file.startsWith('404'))
      .map((file) => [pathForPageFile(file), `${PAGES_DIR}/${file}`]),
  );
}

/**
 * Serves the built web client: the prerendered public pages at their paths, hashed assets cached for a year,
 * everything else revalidated, a 404 page for unknown city pages, and the client's shell (index.html) for any
 * other GET that asks for a page the client routes itself (any other address answers 404 with the shell).
 * `pageStatus` decides the status of client pages that only the lab can tell apart (a gone share code is a 404):
 * the shell is sent either way.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  staticDir: string,
  pageStatus?: PageStatus,
): Promise<boolean> {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'no built web client found; run `npm run build` to serve it');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside every text file (scripts/compress-static.ts).
    preCompressed: true,
    // '/' is the prerendered home page (below); index.html is the shell for client-rendered routes.
    index: false,
    cacheControl: false,
    // The prerendered pages are served at their own paths (below), never under /pages/.
    allowedPath: (_path, _root, request) => !request.url.startsWith(`/${PAGES_DIR}/`),
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? LONG_CACHE : 'no-cache');
    },
  });

  // A page sent with an error status carries no validators: a revalidation (a reload) would otherwise be answered
  // "not modified" with the error status and no body, which browsers show as their own error page.
  const sendPage = (reply: FastifyReply, file: string, status = 200) => {
    const page = reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (status === 200) return page.sendFile(file);
    // Conditions on an error page never hold: the page is sent whole (a stale If-None-Match: * included).
    const headers = reply.request.raw.headers;
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    return page.sendFile(file, { etag: false, lastModified: false });
  };

  // The client's own pages (decision 107): any other address is a real 404, with the shell so its router shows the
  // not-found page — a mistyped link is not a 200 that search engines would index.
  const patterns = readClientRoutes(root);
  if (!patterns)
    app.log.warn({ root }, 'the build has no client route list; every address answers with the shell');
  const knownClientPath = patterns ? clientRouteMatcher(patterns) : () => true;

  const pages = prerenderedPages(root);
  for (const [path, file] of pages) {
    app.get(path, (_request, reply) => sendPage(reply, file));
  }
  const unknownCity = existsSync(resolve(root, UNKNOWN_CITY_FILE)) ? UNKNOWN_CITY_FILE : null;
  if (!pages.has('/')) app.get('/', (_request, reply) => sendPage(reply, 'index.html'));

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.accept?.includes('text/html');
    if (!wantsPage || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'Not Found', status: 404 });
    }
    const path = request.url.split('?')[0] ?? '/';
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    // '/about/' and friends: the page, under its one canonical address.
    if (trimmed !== path && pages.has(trimmed)) return reply.redirect(trimmed, 301);
    // A city we have no page for: a real 404 (search engines must not index it), with a helpful page.
    if (unknownCity && CITY_PAGE.test(path)) return sendPage(reply, unknownCity, 404);
    if (!knownClientPath(path)) return sendPage(reply, 'index.html', 404);
    const decided = pageStatus ? await pageStatus(trimmed, request) : null;
    return sendPage(reply, 'index.html', decided ?? 200);
  });
  return true;
}
