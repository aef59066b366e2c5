// Build step (after `vite build` and the SSR build of web/src/entry-prerender.tsx): renders every public page to
// HTML with its own head, plus the unknown-city 404 page, /sitemap.xml and /robots.txt. See docs/decisions/040.
// node --import tsx scripts/prerender.ts
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { CLIENT_ROUTES_FILE } from '../server/http/client-routes.js';
import {
  BOOT_SCRIPT,
  cspHash,
  INLINE_STYLE_HASHES_FILE,
  PAGES_DIR,
  pageFileFor,
  UNKNOWN_CITY_FILE,
} from '../server/prerendered-pages.js';
import { siteOrigin } from '../web/site-origin.js';
import { compressStatic } from './compress-static.js';

const WEB = resolve('dist/web');
const NOWHERE = 'http://127.0.0.1:9';
const SSR_ENTRY = resolve('dist/prerender/entry-prerender.js');

interface PrerenderModule {
  render(path: string, fetchData: FetchData): Promise<{ html: string; head: string; data: object }>;
  prerenderedPaths(): string[];
  clientRoutePatterns(): string[];
  landingCopyFor(path: string): object[];
  LANDING_COPY_ID: string;
  PRERENDER_DATA_ID: string;
  UNKNOWN_CITY_PATH: string;
}
type FetchData = (request: { query: string; variables: unknown; operationName: string }) => Promise<unknown>;
type Manifest = Record<
  string,
  {
    file: string;
    src?: string;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
    isEntry?: boolean;
  }
>;

/** The route module each kind of page renders with (its chunk is preloaded so hydration starts sooner). */
function routeModuleFor(path: string, prerendered: Set<string>): string {
  if (path === '/') return 'src/app/routes/home.tsx';
  if (path === '/pricing') return 'src/app/routes/pricing.tsx';
  if (path === '/memberships') return 'src/app/routes/membership.tsx';
  if (['/about', '/frequently-asked-questions', '/terms', '/privacy-policy'].includes(path)) {
    return 'src/app/routes/public-pages.tsx';
  }
  return prerendered.has(path) ? 'src/app/routes/landing.tsx' : 'src/app/routes/not-found.tsx';
}

/** The route's chunks (to preload) and their stylesheets (to link, so the page arrives styled). */
function chunksOf(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const children = (chunk.imports ?? []).map((child) => chunksOf(manifest, child, seen));
  return {
    js: [chunk.file, ...children.flatMap((c) => c.js)],
    css: [...(chunk.css ?? []), ...children.flatMap((c) => c.css)],
  };
}

const PUBLIC_ENTRY = 'src/entry-public.tsx';

/**
 * The public pages' client (entry-public.tsx) in place of the app shell's: its script and the chunks it loads
 * (preloaded), and its stylesheets (which each page inlines with its route's). See docs/decisions/042.
 */
function withPublicEntry(template: string, manifest: Manifest): { template: string; css: string[] } {
  const entry = manifest[PUBLIC_ENTRY];
  if (!entry?.isEntry) throw new Error(`the client build has no ${PUBLIC_ENTRY} entry`);
  // The entry loads the page's code with import(): preload it with the rest (the route's own chunks aside, which
  // each page preloads itself).
  const seen = new Set<string>();
  const imports = [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]
    .filter((key) => !manifest[key]?.src?.startsWith('src/app/routes/'))
    .map((key) => chunksOf(manifest, key, seen));
  const tags = [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...imports.flatMap((c) => c.js).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  const shell = /\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*>)/g;
  const stripped = template.replace(shell, '');
  if (/\/assets\//.test(stripped))
    throw new Error('index.html links an asset the public entry does not replace');
  return {
    template: stripped.replace('</head>', `${tags}</head>`),
    css: [...(entry.css ?? []), ...imports.flatMap((c) => c.css)],
  };
}

/**
 * A page's stylesheets, inlined: the first paint waits for no request. Each file is also named by a disabled
 * <link> (browsers do not fetch a disabled stylesheet), which is how Vite's loader, when the client imports the
 * chunk those styles belong to, knows they are already in the page and does not load them again.
 */
function inlineStyles(files: string[]): { tags: string; css: string } {
  const css = files.map((file) => readFileSync(resolve(WEB, file), 'utf8')).join('\n');
  if (/<\/style/i.test(css)) throw new Error('a stylesheet contains </style>; it cannot be inlined');
  const markers = files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  return { tags: `<style>${css}</style>${markers}`, css };
}

const escapeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(
  template: string,
  rendered: { html: string; head: string; data: object },
  route: { js: string[] },
  styles: string,
  copy: object[],
  ids: { data: string; copy: string },
): string {
  const head = rendered.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');
  const preloads = route.js
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .filter((tag) => !template.includes(tag))
    .join('');
  const data = [
    Object.keys(rendered.data).length
      ? `<script type="application/json" id="${ids.data}">${escapeJson(rendered.data)}</script>`
      : '',
    // A landing page's own copy: it hydrates without loading its region's copy chunk.
    copy.length ? `<script type="application/json" id="${ids.copy}">${escapeJson(copy)}</script>` : '',
  ].join('');
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" /><script>${BOOT_SCRIPT}</script>`)
    .replace('</head>', `${head}${styles}${preloads}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>${data}`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

function sitemap(origin: string, paths: string[], lastmod: string): string {
  const urls = paths
    .map((path) => `  <url><loc>${origin}${path}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /users',
    'Disallow: /checkout',
    'Disallow: /onboarding',
    'Disallow: /graphql',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const ssr = (await import(pathToFileURL(SSR_ENTRY).href)) as PrerenderModule;
  // The manifests are the build's, not the site's: keep them out of the served folder. The pages link the
  // public client's chunks (the app shell's manifest is kept for reference only).
  for (const name of ['manifest.json', 'public-manifest.json']) {
    const built = resolve(WEB, '.vite', name);
    if (existsSync(built)) renameSync(built, resolve('dist/prerender', `client-${name}`));
  }
  rmSync(resolve(WEB, '.vite'), { recursive: true, force: true });
  const manifest = JSON.parse(
    readFileSync(resolve('dist/prerender/client-public-manifest.json'), 'utf8'),
  ) as Manifest;
  const shell = withPublicEntry(readFileSync(resolve(WEB, 'index.html'), 'utf8'), manifest);
  const styleHashes = new Set<string>();

  // Public queries (the plan catalogue, the calculator's comparison) are answered by the BFF itself; the lab
  // is not needed, so its address points nowhere.
  const config = loadConfig({ ...process.env, LAB_API_URL: NOWHERE, LOG_LEVEL: 'silent' });
  const app = await buildApp({ ...config, labApiUrl: NOWHERE });
  const fetchData: FetchData = async (request) => {
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: request });
    const body = response.json() as { data?: unknown; errors?: unknown };
    return body.errors ? undefined : body.data;
  };

  const paths = ssr.prerenderedPaths();
  const known = new Set(paths);
  mkdirSync(resolve(WEB, PAGES_DIR), { recursive: true });
  try {
    for (const path of [...paths, ssr.UNKNOWN_CITY_PATH]) {
      const rendered = await ssr.render(path, fetchData);
      const route = chunksOf(manifest, routeModuleFor(path, known));
      const file = resolve(WEB, known.has(path) ? pageFileFor(path) : UNKNOWN_CITY_FILE);
      mkdirSync(dirname(file), { recursive: true });
      const styles = inlineStyles([...new Set([...shell.css, ...route.css])]);
      styleHashes.add(cspHash(styles.css));
      writeFileSync(
        file,
        page(shell.template, rendered, route, styles.tags, ssr.landingCopyFor(path), {
          data: ssr.PRERENDER_DATA_ID,
          copy: ssr.LANDING_COPY_ID,
        }),
      );
    }
  } finally {
    await app.close();
  }
  // The server answers 404 for an address none of these match (decision 107).
  writeFileSync(resolve(WEB, CLIENT_ROUTES_FILE), `${JSON.stringify(ssr.clientRoutePatterns(), null, 2)}\n`);
  // The server's Content-Security-Policy allows exactly these inline stylesheets.
  writeFileSync(resolve(WEB, INLINE_STYLE_HASHES_FILE), `${JSON.stringify([...styleHashes], null, 2)}\n`);
  const origin = siteOrigin();
  const lastmod = new Date().toISOString().slice(0, 10);
  writeFileSync(resolve(WEB, 'sitemap.xml'), sitemap(origin, paths, lastmod));
  writeFileSync(resolve(WEB, 'robots.txt'), robots(origin));
  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    `prerendered ${paths.length} pages + the 404 page, sitemap.xml and robots.txt in ${ms} ms\n`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const packed = compressStatic(WEB);
  process.stdout.write(
    `compressed ${packed.files} files: ${kb(packed.bytes)} → ${kb(packed.gzip)} gzip, ${kb(packed.brotli)} brotli\n`,
  );
}

await main();
