import { allLandingPaths } from '../../features/landing/data/landing-copy';

/** The content pages of spec §2 'Public' that are prerendered with the landing pages. */
export const CONTENT_PATHS = [
  '/about',
  '/pricing',
  '/memberships',
  '/frequently-asked-questions',
  '/terms',
  '/privacy-policy',
] as const;

/** Every page the build renders to HTML and the sitemap lists: home, /lab, /club, cities, search phrases, content. */
export function prerenderedPaths(): string[] {
  return [...allLandingPaths(), ...CONTENT_PATHS];
}

/** The page the build renders for an unknown city (served with status 404). */
export const UNKNOWN_CITY_PATH = '/film-developing-your-city';
