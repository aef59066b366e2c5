import { MIDWEST_CITIES } from './cities-midwest';
import { MOUNTAIN_CITIES } from './cities-mountain';
import { NORTHEAST_CITIES } from './cities-northeast';
import { PACIFIC_CITIES } from './cities-pacific';
import { SOUTHEAST_CITIES } from './cities-southeast';
import { TEXAS_PLAINS_CITIES } from './cities-texas-plains';
import { CORE_PAGES } from './core-pages';
import type { LandingPageCopy } from './landing-copy-types';
import { SEARCH_PAGES } from './search-pages';

export type { LandingPageCopy } from './landing-copy-types';

/** Every landing page: home, /lab, /club, the 50 city pages and the 12 search-phrase pages. */
export const LANDING_PAGES: readonly LandingPageCopy[] = [
  ...CORE_PAGES,
  ...NORTHEAST_CITIES,
  ...SOUTHEAST_CITIES,
  ...TEXAS_PLAINS_CITIES,
  ...MIDWEST_CITIES,
  ...MOUNTAIN_CITIES,
  ...PACIFIC_CITIES,
  ...SEARCH_PAGES,
];

const BY_PATH = new Map(LANDING_PAGES.map((copy) => [copy.path, copy]));

/** The copy for a landing path ('/film-developing-chicago', trailing slash allowed); undefined when there is none. */
export function landingPageByPath(path: string): LandingPageCopy | undefined {
  const normalised = path === '/' ? path : path.replace(/\/+$/, '');
  return BY_PATH.get(normalised || '/');
}

/** Every landing path, in a stable order (for the router, prerendering and the sitemap). */
export function allLandingPaths(): string[] {
  return LANDING_PAGES.map((copy) => copy.path);
}
