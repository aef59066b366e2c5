// Only the paths: the router imports this at start-up, so it must not pull the pages' copy into the entry chunk.

/** The city and search-phrase landing pages of spec §2; each gets its own route and hero title. */

export const CITY_SLUGS = [
  'los-angeles',
  'new-york',
  'chicago',
  'houston',
  'phoenix',
  'philadelphia',
  'san-antonio',
  'san-diego',
  'dallas',
  'san-jose',
  'austin',
  'jacksonville',
  'fort-worth',
  'columbus',
  'charlotte',
  'san-francisco',
  'indianapolis',
  'seattle',
  'denver',
  'washington',
  'boston',
  'el-paso',
  'nashville',
  'detroit',
  'oklahoma-city',
  'portland',
  'las-vegas',
  'memphis',
  'louisville',
  'baltimore',
  'milwaukee',
  'albuquerque',
  'tucson',
  'fresno',
  'mesa',
  'sacramento',
  'atlanta',
  'kansas-city',
  'colorado-springs',
  'miami',
  'raleigh',
  'omaha',
  'long-beach',
  'virginia-beach',
  'oakland',
  'minneapolis',
  'tulsa',
  'arlington',
  'tampa',
  'new-orleans',
] as const;

/** Search-phrase pages (the two '/{hash}' pages of the spec are left out); their copy is in search-pages.ts. */
export const SEARCH_PHRASE_SLUGS: readonly string[] = [
  'film-lab-nyc',
  '35mm-developing-nyc',
  '35mm-photo-film',
  'best-35mm-film',
  'where-can-you-get-rolls-of-film-developed',
  'where-can-you-send-film-to-be-developed',
  'cheap-film-developing-near-me',
  'where-to-get-film-developed',
  'film-camera-photography',
  'film-lab-near-me',
  'film-developing-labs-near-me',
  'photo-labs-that-develop-film',
];

const LANDING_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/lab',
  '/club',
  ...CITY_SLUGS.map((city) => `/film-developing-${city}`),
  ...SEARCH_PHRASE_SLUGS.map((slug) => `/${slug}`),
]);

/** Whether a path shows the landing template (its header sits over the hero until the page scrolls). */
export function isLandingPath(pathname: string): boolean {
  return LANDING_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

const CITY_NAMES: Record<string, string> = { washington: 'Washington, D.C.' };

/** 'san-francisco' → 'San Francisco' (and the few names that need more than capitals). */
export function cityName(slug: string): string {
  return (
    CITY_NAMES[slug] ??
    slug.replace(
      /(^|-)(\w)/g,
      (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
    )
  );
}
