import type { LandingPageCopy } from './landing-copy-types';
import type { CITY_SLUGS } from './landing-paths';

// Which region file holds a landing page's copy, and loading it (see load-copy.ts).

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

/** The copy of one landing page from its region's file. */
export async function regionCopy(path: string): Promise<LandingPageCopy> {
  const pages = await loaders[regionOf(path)]();
  const copy = pages.find((page) => page.path === path);
  if (!copy) throw new Error(`no landing copy for ${path}`);
  return copy;
}
