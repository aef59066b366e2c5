import { landingPageByPath } from './landing-copy';

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

/** Search-phrase pages and their hero titles (the two '/{hash}' pages of the spec are left out). */
export const SEARCH_PHRASE_TITLES: Record<string, string> = {
  'film-lab-nyc': 'A film lab for New York',
  '35mm-developing-nyc': '35mm developing for New York',
  '35mm-photo-film': '35mm photo film, developed right',
  'best-35mm-film': 'Shoot the best 35mm film. We’ll develop it.',
  'where-can-you-get-rolls-of-film-developed': 'Where to get rolls of film developed',
  'where-can-you-send-film-to-be-developed': 'Where to send film to be developed',
  'cheap-film-developing-near-me': 'Affordable film developing, wherever you are',
  'where-to-get-film-developed': 'Where to get film developed',
  'film-camera-photography': 'Film camera photography, from shutter to scan',
  'film-lab-near-me': 'A film lab near you, by mail',
  'film-developing-labs-near-me': 'The film developing lab that comes to you',
  'photo-labs-that-develop-film': 'A photo lab that still develops film',
};

export const SEARCH_PHRASE_SLUGS = Object.keys(SEARCH_PHRASE_TITLES);

const CITY_NAMES: Record<string, string> = { washington: 'Washington, D.C.' };

export function cityName(slug: string): string {
  return (
    CITY_NAMES[slug] ??
    slug.replace(
      /(^|-)(\w)/g,
      (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
    )
  );
}

export interface LandingHero {
  eyebrow: string;
  title: string;
}

/** The hero words for a landing path: the page's own title (landing-copy.ts), under a short eyebrow. */
export function landingHeroFor(pathname: string, clubVariant: boolean): LandingHero {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  const city = slug.startsWith('film-developing-') ? slug.slice('film-developing-'.length) : null;
  // The club variant replaces the home page's copy (on the club host or with the local club flag); /lab never is.
  const copy = landingPageByPath(clubVariant && slug === '' ? '/club' : `/${slug}`);
  if (city && copy?.city) {
    return { eyebrow: `Film developing · ${copy.city.name}`, title: copy.heroTitle };
  }
  if (copy?.kind === 'search') return { eyebrow: 'Development & scanning by mail', title: copy.heroTitle };
  return { eyebrow: 'Nice meeting you', title: copy?.heroTitle ?? 'Your film, developed with care' };
}
