import { readJsonScript } from '../../../lib/json-script';
import type { LandingPageCopy } from './landing-copy-types';

// The browser loads only the copy of the region a page belongs to (a few KB), not all 65 pages: each region file
// is its own chunk, found through load-copy-regions.ts, itself loaded only when a page did not bring its own copy
// (a prerendered page always does; issue 26 keeps the city table out of the public pages' first load).
// landing-copy.ts still gathers every page for the build, the sitemap and the tests.

/**
 * Where a prerendered landing page carries its own copy (scripts/prerender.ts writes it): the page hydrates with it
 * and loads no copy chunk at all.
 */
export const LANDING_COPY_ID = 'landing-copy';

function prerenderedCopy(path: string): LandingPageCopy | undefined {
  const pages = readJsonScript<LandingPageCopy[]>(LANDING_COPY_ID);
  return Array.isArray(pages) ? pages.find((page) => page.path === path) : undefined;
}

/** The copy of one landing page: the prerendered page's own, else loaded from its region's file. */
export async function loadLandingCopy(path: string): Promise<LandingPageCopy> {
  const own = prerenderedCopy(path);
  if (own) return own;
  const { regionCopy } = await import('./load-copy-regions');
  return regionCopy(path);
}

/** Home needs two: the lab's home and the club variant (chosen in the browser after hydration). */
export const HOME_COPY_PATHS = ['/', '/club'] as const;

export async function loadHomeCopy(): Promise<{ home: LandingPageCopy; club: LandingPageCopy }> {
  const [home, club] = await Promise.all(HOME_COPY_PATHS.map(loadLandingCopy));
  return { home, club };
}
