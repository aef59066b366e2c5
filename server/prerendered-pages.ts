import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Where the prerendered pages live inside dist/web: scripts/prerender.ts writes them, server/static-files.ts
// serves them.

/** Prerendered pages, one file per path, apart from the client's empty shell (dist/web/index.html). */
export const PAGES_DIR = 'pages';

/** The helpful page an unknown /film-developing-{city} answers with status 404. */
export const UNKNOWN_CITY_FILE = `${PAGES_DIR}/404-city.html`;

/** '/' → pages/index.html, '/film-developing-chicago' → pages/film-developing-chicago.html. */
export function pageFileFor(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '') || 'index';
  return `${PAGES_DIR}/${name}.html`;
}

/** The inverse, for the server: pages/film-developing-chicago.html → '/film-developing-chicago'. */
export function pathForPageFile(file: string): string {
  const name = file.replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

/**
 * The one inline script of the prerendered pages, run before first paint: marks that scripts run (sections then
 * reveal on scroll; without scripts everything simply shows) and skips the landing intro animation for a visitor
 * who has seen it (its completion is stored, spec §2). The CSP allows exactly this script by its hash.
 */
export const BOOT_SCRIPT =
  "document.documentElement.classList.add('js');try{if(localStorage.getItem('filmlab.introPlayed'))document.documentElement.classList.add('intro-played')}catch(e){}";

/** A CSP source allowing exactly this inline script or stylesheet. */
export const cspHash = (content: string) =>
  `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

export const BOOT_SCRIPT_HASH = cspHash(BOOT_SCRIPT);

/** The hashes of the pages' inline stylesheets (the build inlines each page's CSS; decision 042). */
export const INLINE_STYLE_HASHES_FILE = `${PAGES_DIR}/inline-style-hashes.json`;

/** The inline stylesheets' CSP hashes the build recorded in `staticDir`; none without a build. */
export function readInlineStyleHashes(staticDir: string): string[] {
  try {
    const hashes = JSON.parse(readFileSync(join(staticDir, INLINE_STYLE_HASHES_FILE), 'utf8')) as unknown;
    return Array.isArray(hashes)
      ? hashes.filter((hash) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(String(hash)))
      : [];
  } catch {
    return [];
  }
}
