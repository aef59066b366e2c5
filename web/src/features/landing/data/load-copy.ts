import { readJsonScript } from '../../../lib/json-script';
import type { LandingPageCopy } from './landing-copy-types';
import type { CITY_SLUGS } from './landing-paths';

// The browser loads only the copy of the region a page belongs to (a few KB), not all 65 pages: each region file
// is its own chunk. landing-copy.ts still gathers every page for the build, the sitemap and the tests.

type Region =
  | 'core'
  | 'search'
  | 'northeast'
  | 'southeast'
  | 'texas-plains'
  | 'midwest'
  | 'mountain'
  | 'pacific';

const loaders: Record<Region, () => Promise<LandingPageCopy[]>> = {
  core: () => import('./core-pages').then((m) => m.CORE_PAGES),
  search: () => import('./search-pages').then((m) => m.SEARCH_PAGES),
  northeast: () => import('./cities-northeast').then((m) => m.NORTHEAST_CITIES),
  southeast: () => import('./cities-southeast').then((m) => m.SOUTHEAST_CITIES),
  'texas-plains': () => import('./cities-texas-plains').then((m) => m.TEXAS_PLAINS_CITIES),
  midwest: () => import('./cities-midwest').then((m) => m.MIDWEST_CITIES),
  mountain: () => import('./cities-mountain').then((m) => m.MOUNTAIN_CITIES),
  pacific: () => import('./cities-pacific').then((m) => m.PACIFIC_CITIES),
};

/** Which region file holds each city (a test checks this against the files). */
const CITY_REGIONS: Record<(typeof CITY_SLUGS)[number], Region> = {
  'new-york': 'northeast',
  philadelphia: 'northeast',
  washington: 'northeast',
  boston: 'northeast',
  baltimore: 'northeast',
  jacksonville: 'southeast',
  charlotte: 'southeast',
  nashville: 'southeast',
  memphis: 'southeast',
  louisville: 'southeast',
  atlanta: 'southeast',
  miami: 'southeast',
  raleigh: 'southeast',
  tampa: 'southeast',
  'new-orleans': 'southeast',
  'virginia-beach': 'southeast',
  houston: 'texas-plains',
  'san-antonio': 'texas-plains',
  dallas: 'texas-plains',
  austin: 'texas-plains',
  'fort-worth': 'texas-plains',
  'el-paso': 'texas-plains',
  arlington: 'texas-plains',
  'oklahoma-city': 'texas-plains',
  tulsa: 'texas-plains',
  chicago: 'midwest',
  columbus: 'midwest',
  indianapolis: 'midwest',
  detroit: 'midwest',
  milwaukee: 'midwest',
  'kansas-city': 'midwest',
  omaha: 'midwest',
  minneapolis: 'midwest',
  phoenix: 'mountain',
  tucson: 'mountain',
  mesa: 'mountain',
  albuquerque: 'mountain',
  denver: 'mountain',
  'colorado-springs': 'mountain',
  'las-vegas': 'mountain',
  'los-angeles': 'pacific',
  'san-diego': 'pacific',
  'san-jose': 'pacific',
  'san-francisco': 'pacific',
  seattle: 'pacific',
  portland: 'pacific',
  fresno: 'pacific',
  sacramento: 'pacific',
  'long-beach': 'pacific',
  oakland: 'pacific',
};

function regionOf(path: string): Region {
  if (path === '/' || path === '/lab' || path === '/club') return 'core';
  const city = path.startsWith('/film-developing-') ? path.slice('/film-developing-'.length) : null;
  if (city && city in CITY_REGIONS) return CITY_REGIONS[city as keyof typeof CITY_REGIONS];
  return 'search';
}

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
  const pages = await loaders[regionOf(path)]();
  const copy = pages.find((page) => page.path === path);
  if (!copy) throw new Error(`no landing copy for ${path}`);
  return copy;
}

/** Home needs two: the lab's home and the club variant (chosen in the browser after hydration). */
export const HOME_COPY_PATHS = ['/', '/club'] as const;

export async function loadHomeCopy(): Promise<{ home: LandingPageCopy; club: LandingPageCopy }> {
  const [home, club] = await Promise.all(HOME_COPY_PATHS.map(loadLandingCopy));
  return { home, club };
}
