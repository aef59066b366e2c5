// The public site's origin, fixed at build time: canonical URLs, Open Graph URLs, the sitemap and robots.txt
// all use it. PUBLIC_URL overrides it (the BFF's config reads the same variable).
const DEFAULT_SITE_ORIGIN = 'https://nicefilmlab.com';

export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');
}

/** Vite `define` entries for the client, the prerender bundle and the web tests. */
export function siteDefine(): Record<string, string> {
  return { __SITE_ORIGIN__: JSON.stringify(siteOrigin()) };
}
